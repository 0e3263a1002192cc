/**
 * Moves focus to `element`, making it focusable by script only (tabindex -1) when it is not
 * focusable already: a heading, once what had focus has gone from the page.
 */
export function moveFocus(element: HTMLElement | null | undefined): boolean {
  if (!element) return false;
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
  return true;
}

/** The main region of the layout, which every page is drawn in. */
export const mainRegion = () => document.getElementById('main-content');

/** Focus to the current page's <h1> (else its main region): where a reader starts a page. */
export function focusPageHeading(): void {
  const main = mainRegion();
  moveFocus(main?.querySelector<HTMLElement>('h1') ?? main);
}
