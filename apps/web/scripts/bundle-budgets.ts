/**
 * Byte budgets per screen (decision 057): what each screen downloads on its first load, worked out from
 * the build's manifest (`dist/.vite/manifest.json`), against its budget. Pure logic: the command that reads the
 * build and exits non-zero is `check-bundle-budgets.ts`; the unit test feeds it a small fake manifest.
 */

/** One entry of Vite's build manifest, keyed by source path relative to apps/web (or `_name.js` for a shared chunk). */
export type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};
export type Manifest = Record<string, ManifestChunk>;

/**
 * A screen's first load: the page entry, then every module it downloads at once (the signed-in shell, the screen's
 * lazy chunk, the navigation's badges, and for a state like "an order waits" what that state loads at once).
 */
export type Screen = { name: string; modules: Module[]; budget: number };
/** A manifest key, or a pattern for one whose key depends on where node_modules is (a package's dynamic import). */
export type Module = string | RegExp;
export type ScreenResult = Screen & { files: string[]; bytes: number; over: boolean };

export const KB = 1000;
/** Any signed-in screen, in every state it opens in. */
export const SIGNED_IN_BUDGET = 250 * KB;
/** The sign-in's own page loads no library (decision 066): the issue's 170 kB, held far lower so it stays so. */
export const SIGN_IN_BUDGET = 20 * KB;
/** The customer's storefront and the rider's app (decision 049): pages of their own, for phones. */
export const PHONE_PAGE_BUDGET = 100 * KB;

export const ENTRY = 'index.html';
export const SHELL = 'src/app/layout/app-layout.tsx';
/** The navigation's badges, each its own lazy chunk, rendered by the shell beside the screens of their list. */
export const BADGES = [
  'src/features/orders/components/orders-waiting-badge.tsx',
  'src/features/requests/components/pending-requests-badge.tsx',
];
/** The live socket's client, imported by the signed-in providers as soon as a session is there. */
export const LIVE_SOCKET = /node_modules\/socket\.io-client\/build\/esm\/index\.js$/;
/** The open order's detail, downloaded as soon as an order waits for an answer (decision 029). */
export const ORDER_DETAIL = 'src/features/orders/components/order-detail-sheet.tsx';
/** Screens that show waiting orders, and so also open in the state "an order waits". */
export const ORDER_SCREENS = [
  'src/features/orders/pages/company-orders-page.tsx',
  'src/features/orders/pages/partner-orders-page.tsx',
];
/** The sign-in: a page of its own, which loads none of the back-office's code (decision 066). */
export const SIGN_IN_PAGE = 'login.html';

/**
 * Screens still over 250 kB, each with a ceiling (its measured figure rounded up to 10 kB) it may not grow past, so
 * the list can only shrink; a new screen is never added here. Empty since decision 057's fifth pass brought zones,
 * riders and the partner's orders board within 250 kB: every signed-in screen is now held to 250 kB.
 */
export const KNOWN_OVER: Record<string, number> = {};

/**
 * The lazy screen modules of the route table's source (`import('../../features/…')`), as manifest keys, each with
 * the navigation badges shown beside it: those named in the same route list (company, partner…); a screen of the
 * shared list, or one outside any list, gets every badge. Read from the source rather than listed here, so that a
 * new screen is budgeted without anyone remembering to add it.
 */
export const routeScreens = (routeTableSource: string) => {
  const badgeModules = new Map<string, string>();
  for (const match of routeTableSource.matchAll(
    /const (\w+) = lazyBadge\(\s*async \(\) => \(await import\('\.\.\/\.\.\/([^']+\.tsx?)'\)\)/g,
  )) {
    badgeModules.set(match[1]!, `src/${match[2]}`);
  }
  const allBadges = [...new Set([...BADGES, ...badgeModules.values()])];
  const screens = new Map<string, Set<string>>();
  // Each piece starts at a route list's declaration (the first piece holds the badges and the shared screens).
  const pieces = routeTableSource.split(/(?=export const \w+Routes\b)/);
  for (const piece of pieces) {
    const list = /^export const (\w+)Routes\b/.exec(piece)?.[1];
    const named = [...badgeModules].filter(([name]) => piece.includes(`badge: ${name}`)).map(([, module]) => module);
    const badges = !list || list === 'shared' ? allBadges : named;
    for (const match of piece.matchAll(/import\(\s*'\.\.\/\.\.\/([^']+\.tsx?)'\s*\)/g)) {
      const module = `src/${match[1]}`;
      if (allBadges.includes(module)) continue;
      const own = screens.get(module) ?? new Set<string>();
      for (const badge of badges) own.add(badge);
      screens.set(module, own);
    }
  }
  return [...screens].map(([page, badges]) => ({ page, badges: [...badges] }));
};

const screenName = (module: string) => module.replace(/^src\/features\//, '').replace(/\.tsx?$/, '');

/** A signed-in screen's budget: 250 kB, or its ceiling while it is on the KNOWN_OVER list. */
const signedInBudget = (name: string, knownOver: Record<string, number>) =>
  knownOver[name] === undefined ? SIGNED_IN_BUDGET : knownOver[name] * KB;

/**
 * Sign-in, the storefront and the rider's app, then every signed-in screen of the route table, then the order
 * screens with an order waiting.
 */
export const screensOf = (routeTableSource: string, knownOver: Record<string, number> = KNOWN_OVER): Screen[] => {
  const routes = routeScreens(routeTableSource);
  const pages = routes.map((route) => route.page);
  const badgesOf = (page: string) => routes.find((route) => route.page === page)?.badges ?? BADGES;
  const signedIn = (name: string, modules: Module[]) => ({ name, modules, budget: signedInBudget(name, knownOver) });
  return [
    { name: 'sign-in', modules: [SIGN_IN_PAGE], budget: SIGN_IN_BUDGET },
    { name: 'storefront', modules: ['storefront.html'], budget: PHONE_PAGE_BUDGET },
    { name: 'rider app', modules: ['r.html'], budget: PHONE_PAGE_BUDGET },
    ...pages.map((page) => signedIn(screenName(page), [ENTRY, SHELL, LIVE_SOCKET, ...badgesOf(page), page])),
    ...ORDER_SCREENS.filter((page) => pages.includes(page)).map((page) =>
      signedIn(`${screenName(page)}, an order waiting`, [
        ENTRY,
        SHELL,
        LIVE_SOCKET,
        ...badgesOf(page),
        page,
        ORDER_DETAIL,
      ]),
    ),
  ];
};

/**
 * The files a set of modules downloads at once: each module's own chunk and, recursively, the chunks it imports
 * statically. Dynamic imports are left out: they load on use, and a state that loads one at once lists it as a
 * module of its own. A module missing from the manifest is an error (a renamed page must not pass unnoticed).
 */
export const firstLoadFiles = (manifest: Manifest, modules: Module[]) => {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, from?: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key}${from ? ` (imported by ${from})` : ''} is not in the build's manifest`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, key);
  };
  for (const module of modules) {
    if (typeof module === 'string') visit(module);
    else {
      const key = Object.keys(manifest).find((candidate) => module.test(candidate));
      if (!key) throw new Error(`no module of the build's manifest matches ${module}`);
      visit(key);
    }
  }
  return [...files];
};

/** Each screen's first-load bytes (sizeOf: a file's gzip size), and whether it is over its budget. */
export const checkBudgets = (manifest: Manifest, screens: Screen[], sizeOf: (file: string) => number) =>
  screens.map((screen): ScreenResult => {
    const files = firstLoadFiles(manifest, screen.modules).filter((file) => file.endsWith('.js'));
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { ...screen, files, bytes, over: bytes > screen.budget };
  });
