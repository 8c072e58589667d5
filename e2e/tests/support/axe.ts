import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts that fail a screen (issue 15: 0 critical and 0 serious on every screen). */
const BLOCKING_IMPACTS: readonly string[] = ['critical', 'serious'];

/** WCAG 2.x A and AA, the level the product promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now and fails on any critical or serious violation, listing
 * each rule with the elements it found, so the failure says what to fix. Call it once per screen,
 * when the screen has loaded.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''));
  const report = blocking.map((violation) => {
    const targets = violation.nodes.map(
      (node) => `    - ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
    );
    return [`  [${violation.impact}] ${violation.id}: ${violation.help}`, ...targets].join('\n');
  });
  expect(blocking, `axe em '${screen}':\n${report.join('\n')}`).toEqual([]);
}

/** The desktop width every screen must fit (issue 15). */
export const DESKTOP_WIDTH = 1366;
/** The phone width the instructor's and the student's screens must fit. */
export const PHONE_WIDTH = 390;

/**
 * The page fits its viewport: no horizontal scrolling of the whole document (a table may still
 * scroll inside its own container). With a width, the viewport takes it first.
 */
export async function expectNoPageOverflow(page: Page, width?: number): Promise<void> {
  if (width !== undefined) {
    const height = page.viewportSize()?.height ?? 800;
    await page.setViewportSize({ width, height });
  }
  // Layouts settle after a resize; retry until the width holds or the expect timeout passes.
  await expect
    .poll(() => pageOverflow(page), { message: 'a página não rola na horizontal (px além da largura)' })
    .toBeLessThanOrEqual(0);
}

/** How many pixels the document is wider than the viewport (a string: the e2e code has no DOM types). */
async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}
