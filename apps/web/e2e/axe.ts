import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };
type AxeNode = { target: string[]; html: string; failureSummary: string };
type AxeViolation = { id: string; impact: string; help: string; nodes: AxeNode[] };
type Axe = { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };

/** Runs axe-core (WCAG 2.2 A and AA rules) on the page as it is and answers its serious and critical findings. */
export const seriousViolations = async (page: Page): Promise<AxeFinding[]> => {
  // Colours are read as painted: a drawer or toast still fading in would measure a contrast nobody ends up seeing.
  // Endless animations (loaders) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
  // Once per document: a screen reached inside the app keeps the axe-core it already has (parsing it costs ~0.3 s).
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: Axe }).axe?.run === 'function');
  if (!loaded) await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // Only the violations are read: axe-core then skips detailing the passes and the inapplicable rules.
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} :: ${node.html.slice(0, 200)} :: ${node.failureSummary}`),
    }));
  });
  return found.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
};
