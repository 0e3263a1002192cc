import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what issue 27 holds every page to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until nothing on the page has animated for 300 ms: a fading menu, dialog or toast (which
 * may start a moment after the page shows) would be measured half-drawn.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const still = () => document.getAnimations().every((animation) => animation.playState !== 'running');
        if (!still()) resolve(false);
        else setTimeout(() => resolve(still()), 300);
      }),
  );
}

/**
 * Runs axe-core on the page as it is now and fails with every serious or critical finding, named
 * with the state it was found in ('/browse with the sort menu open') and the first elements hit.
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, help, nodes }) => `${id} (${impact}): ${help} at ${nodes.slice(0, 3).map(({ target }) => target.join(' ')).join(' | ')}`);
  expect(serious, `axe-core on ${state}`).toEqual([]);
}
