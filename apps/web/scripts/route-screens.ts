/**
 * Which screen module each address of the route table opens, per account type, read from the route table's source
 * (src/app/routes/route-table.ts) as the byte budgets read it. The build writes it to dist/.vite/screens.json
 * (screen-map-plugin.ts), and the server names that screen's code in a signed-in page (decision 061). A web test keeps
 * it in step with the route table itself (route-screens.test.ts).
 */
export type ScreenRoute = { path: string; module: string };
/** The route lists of an account type: its own, then the shared ones (routesFor in route-table.ts). */
export type ScreenMap = Record<'company' | 'partner' | 'deliveries-provider', ScreenRoute[]>;

const IMPORT = /import\(\s*'\.\.\/\.\.\/([^']+\.tsx?)'\s*\)/;

export const screenMapOf = (routeTableSource: string): ScreenMap => {
  // Screens named once and used by reference (`screen: screens.supportPage`).
  const named = new Map<string, string>();
  const screensBlock = /const screens = \{([\s\S]*?)\n\};/.exec(routeTableSource)?.[1] ?? '';
  for (const match of screensBlock.matchAll(/(\w+): \w+\(\(\) => import\('\.\.\/\.\.\/([^']+\.tsx?)'\)\)/g)) {
    named.set(match[1]!, `src/${match[2]}`);
  }
  const lists = new Map<string, ScreenRoute[]>();
  for (const piece of routeTableSource.split(/(?=export const \w+Routes\b)/)) {
    const list = /^export const (\w+)Routes\b/.exec(piece)?.[1];
    if (!list) continue;
    const routes: ScreenRoute[] = [];
    // Each route object from its path to the next one's.
    const parts = piece.split(/(?=\bpath: ')/).slice(1);
    for (const part of parts) {
      const path = /^path: '([^']+)'/.exec(part)![1]!;
      const screen = /\bscreen: ([^\n]+)/.exec(part)?.[1];
      if (!screen) continue;
      const module = IMPORT.exec(screen)?.[1];
      const reference = /^screens\.(\w+)/.exec(screen)?.[1];
      const resolved = module ? `src/${module}` : reference ? named.get(reference) : undefined;
      if (resolved) routes.push({ path, module: resolved });
    }
    lists.set(list, routes);
  }
  const shared = lists.get('shared') ?? [];
  return {
    company: [...(lists.get('company') ?? []), ...shared],
    partner: [...(lists.get('partner') ?? []), ...shared],
    'deliveries-provider': [...(lists.get('provider') ?? []), ...shared],
  };
};
