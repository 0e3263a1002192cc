import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what issue 27 holds every page to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until the page has been still for 300 ms: nothing animating, no antd motion class on any
 * element (a menu, dialog or toast between its motion steps has none running yet, but is drawn
 * transparent), and no loading spinner (a busy table is blurred to half its contrast). Any of these
 * may begin a moment after the page shows, and would be measured half-drawn.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const moving = /^ant-[a-z-]+-(enter|appear|leave)(-(prepare|start|active))?$/;
        const still = () =>
          document.getAnimations().every((animation) => animation.playState !== 'running') &&
          !document.querySelector('.ant-spin-spinning, .ant-spin-blur') &&
          ![...document.querySelectorAll('[class*="-enter"], [class*="-appear"], [class*="-leave"]')].some((element) =>
            [...element.classList].some((name) => moving.test(name)),
          );
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
  // A toast closes by itself after a few seconds: held open under the pointer (antd pauses it on
  // hover) while it is measured, or it could fade out half-way through a slow analysis.
  // One that closes before the pointer gets there is simply not measured.
  // Otherwise the pointer goes to the page's corner: whatever it was left over after the last
  // click (a button, a menu item, a tag) would be measured in its hover colours.
  const toast = page.locator('.ant-notification-notice').last();
  const holdToast =
    (await toast.isVisible()) &&
    (await toast.hover({ timeout: 2_000 }).then(
      () => true,
      () => false,
    ));
  if (!holdToast) await page.mouse.move(0, 0);
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  if (holdToast) await page.mouse.move(0, 0);
  const serious = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, impact, help, nodes }) =>
        `${id} (${impact}): ${help} at ${nodes
          .slice(0, 3)
          .map(({ target }) => target.join(' '))
          .join(' | ')}`,
    );
  expect(serious, `axe-core on ${state}`).toEqual([]);
}
