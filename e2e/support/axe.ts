import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// issue 7 §4: every built screen is checked with axe-core; a serious or critical violation fails.

const BLOCKING = new Set(['serious', 'critical']);

interface Options {
  /** Where on the page to look, e.g. an open dialog; the whole page by default. */
  include?: string;
}

/** Fails with one line per serious or critical violation and the elements it was found on. */
export async function expectNoAxeViolations(page: Page, screen: string, options: Options = {}): Promise<void> {
  // Colours half way through a transition (a button fading to its new state after a click) are no
  // state a person reads: wait for finite animations to end first (spinners and pulses run forever).
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 2_000 })
    .catch(() => undefined);
  let builder = new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name) is off in axe by default: the avatar link once showed "MO" but was named "Profile settings".
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking.map((violation) => {
    const where = violation.nodes
      .slice(0, 5)
      .map((node) => `      ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`)
      .join('\n');
    return `  ${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length})\n${where}`;
  });
  expect(report, `axe on ${screen}:\n${report.join('\n')}`).toEqual([]);
}
