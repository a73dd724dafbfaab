import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInPhone } from './browser.ts';
import { placeOrder } from './demo-api.ts';
import { freshTenant, type Tenant } from './tenant.ts';

let browser: Browser;
let tenant: Tenant;

beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant({ companies: 1 });
});
afterAll(() => browser?.close());

/**
 * One commit of React's: how many components and elements it drew, of how many on the page, and whether it drew the
 * shell's frame (app-layout.tsx names it for this).
 */
type Commit = { drawn: number; of: number; shell: number };

/**
 * A phone whose page reports every React commit through the hook React offers its developer tools (the production
 * build calls it too). A component drew in a commit when its fiber is a new copy (not the one the last commit left)
 * that did work: React's `PerformedWork` flag.
 */
const phone = (email: string, password: string) =>
  signedInPhone(browser, email, password, () => {
    type Fiber = {
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      type: { displayName?: string; render?: { displayName?: string } } | string | null;
    };
    const SHELL = 'AppShellLayout';
    const isShell = ({ type }: Fiber) =>
      typeof type !== 'string' && type !== null && (type.displayName ?? type.render?.displayName) === SHELL;
    const PERFORMED_WORK = 1;
    const commits: Commit[] = [];
    let previous = new WeakSet<Fiber>();
    Object.assign(window, {
      reactCommits: commits,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
          const seen = new WeakSet<Fiber>();
          let drawn = 0;
          let of = 0;
          let shell = 0;
          const stack: Fiber[] = root.current.child ? [root.current.child] : [];
          while (stack.length > 0) {
            const fiber = stack.pop()!;
            of += 1;
            seen.add(fiber);
            if (fiber.flags & PERFORMED_WORK && !previous.has(fiber)) {
              drawn += 1;
              if (isShell(fiber)) shell += 1;
            }
            if (fiber.sibling) stack.push(fiber.sibling);
            if (fiber.child) stack.push(fiber.child);
          }
          previous = seen;
          commits.push({ drawn, of, shell });
        },
      },
    });
  });

/** The commits since the last call, once two more frames have been drawn. */
const commitsSince = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Commit[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const commits = (window as unknown as { reactCommits: Commit[] }).reactCommits;
            resolve(commits.splice(0, commits.length));
          }),
        ),
      ),
  );

/** The largest share of the page one commit drew. */
const largestShare = (commits: Commit[]) => Math.max(0, ...commits.map((commit) => commit.drawn / commit.of));

/** The share of the page all these commits drew together. */
const totalShare = (commits: Commit[]) =>
  commits.reduce((sum, commit) => sum + commit.drawn, 0) / Math.max(1, ...commits.map((commit) => commit.of));

/** How many of these commits drew the shell's frame, which reads no live state (app-layout.tsx). */
const shellDraws = (commits: Commit[]) => commits.filter((commit) => commit.shell > 0).length;

/** A company's phone that records each frame's script time spent in forced style and layout (Chromium's long animation frames). */
const recordingForcedLayouts = async () => {
  const [shop] = tenant.companies;
  const page = await phone(shop!.email, shop!.password);
  await page.addInitScript(() => {
    const forced: string[] = [];
    Object.assign(window, { forcedLayouts: forced });
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as (PerformanceEntry & {
        scripts: { forcedStyleAndLayoutDuration: number; invoker: string; sourceURL: string }[];
      })[])
        for (const script of frame.scripts)
          if (script.forcedStyleAndLayoutDuration > 0)
            forced.push(
              `${Math.round(script.forcedStyleAndLayoutDuration)} ms in ${script.invoker} (${script.sourceURL})`,
            );
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  return page;
};
const forcedLayouts = (page: Page) =>
  page.evaluate(() => (window as unknown as { forcedLayouts: string[] }).forcedLayouts);

describe('on a phone, a live change draws what shows it, not the shell nor the screen under it', () => {
  it("the company's home: the socket's join, a new order and a dropped connection leave the screen as drawn", async () => {
    const [shop] = tenant.companies;
    const page = await phone(shop!.email, shop!.password);
    await page.goto('/home');
    await page.getByText('Ticket promedio').first().waitFor();
    await page
      .getByTestId('weekly-rating')
      .getByText(/^Semana anterior/)
      .waitFor();
    await page.getByText('En línea').waitFor();
    const loading = await commitsSince(page);
    // Once the screen is in the page, the company the joined socket's ready event brings (the same company) drew
    // every screen that reads the session again, and the live list's answer drew the home again with the shell.
    const final = loading.at(-1)!.of;
    const mounted = loading.findIndex((commit) => commit.of >= 0.9 * final);
    expect(largestShare(loading.slice(mounted + 1)), JSON.stringify(loading)).toBeLessThan(0.25);
    expect(shellDraws(loading.slice(mounted + 1)), JSON.stringify(loading)).toBe(0);

    await placeOrder(shop!.channel, 'Cliente Sin Redibujo');
    await page.getByText(/^Sonando: 1$/).waitFor();
    const ringing = await commitsSince(page);
    expect(ringing.length).toBeGreaterThan(0);
    expect(largestShare(ringing), JSON.stringify(ringing)).toBeLessThan(0.25);
    expect(shellDraws(ringing), JSON.stringify(ringing)).toBe(0);

    await page.context().setOffline(true);
    await page.getByText('Reconectando…').first().waitFor({ timeout: 10_000 });
    await page.context().setOffline(false);
    await page.getByText('En línea').waitFor({ timeout: 15_000 });
    const reconnected = await commitsSince(page);
    expect(largestShare(reconnected), JSON.stringify(reconnected)).toBeLessThan(0.25);
    // Going offline and back: the connection's facts and the screen's reset, 0.18 of the page (0.57 when the shell
    // drew itself again at each step).
    expect(shellDraws(reconnected), JSON.stringify(reconnected)).toBe(0);
    expect(totalShare(reconnected), JSON.stringify(reconnected)).toBeLessThan(0.3);
    await page.context().close();
  });

  it("Mantine's parts keep the id React gave them at their first draw: none is drawn again to swap it", async () => {
    const [shop] = tenant.companies;
    const page = await phone(shop!.email, shop!.password);
    await page.goto('/home');
    await page.getByText('Ticket promedio').first().waitFor();
    await page.getByText('En línea').waitFor();
    // Mantine's own useId swapped in a random id (mantine-xxxxxxxxx) after every mount, a second draw of the
    // shell's frame and of every input before the first paint; the build gives it React's (decision 065).
    const ids = await page.$$eval('[id^="mantine-"]', (elements) => elements.map((element) => element.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !/^mantine-_r_[0-9a-z]+_/.test(id))).toEqual([]);
    await page.context().close();
  });

  it('the menu loads without forcing a layout: its stock switches and section tabs measure nothing', async () => {
    const page = await recordingForcedLayouts();
    await page.goto('/products');
    await page.getByRole('radiogroup', { name: 'Secciones del catálogo' }).waitFor();
    await page
      .getByRole('radiogroup', { name: /^Disponibilidad de / })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    // Mantine's SegmentedControl measured each option after mount to place its indicator, once per product card: 12
    // to 55 ms of forced layout on the demo's menu at full speed (decision 065).
    expect(await forcedLayouts(page)).toEqual([]);
    await page.context().close();
  });

  it("the company's information loads without forcing a layout: its description grows in CSS", async () => {
    const page = await recordingForcedLayouts();
    await page.goto('/information');
    const description = page.getByRole('textbox', { name: 'Descripción' });
    await description.waitFor();
    await page.waitForLoadState('networkidle');
    // Mantine's autosize measured the textarea after it mounted: 18-47 ms of forced layout on load (decision 065).
    expect(await forcedLayouts(page)).toEqual([]);
    // It still grows with its text.
    const before = (await description.boundingBox())!.height;
    await description.fill('Tacos al pastor\nGringas\nQuesadillas\nAguas frescas\nPostres');
    expect((await description.boundingBox())!.height).toBeGreaterThan(before + 40);
    await page.context().close();
  });
});
