/** axe-core injected into a Playwright page, and what the a11y tests need to wait for. */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the failing elements. */
  targets: string[];
}

/** Waits until React has hydrated the page, so the checks see the interactive page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('app');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForTimeout(50);
}

/** axe-core's violations of WCAG 2.0-2.2 A and AA and best practices on the current page. */
export async function axeViolations(page: Page, disabledRules: readonly string[] = []): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async (disabled) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global.
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
    });
    return result.violations.map((v: { id: string; impact: string; help: string; nodes: { target: string[] }[] }) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, disabledRules);
}
