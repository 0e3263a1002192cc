import { useEffect } from 'react';
import { focusPageHeading, mainRegion, moveFocus } from '../../shared/ui/moveFocus';

/** Where focus goes when the focused control went from the page: its section's heading, else the h1. */
function rescue(ancestors: HTMLElement[]): void {
  const kept = ancestors.find((element) => element.isConnected);
  const heading = kept?.closest('section')?.querySelector<HTMLElement>('h2, h3');
  if (!moveFocus(heading)) focusPageHeading();
}

/**
 * Focus is never dropped to the top of the page: when the focused control inside the main region
 * is removed (a review posted or deleted, a card gone from the favourites, a row deleted), focus
 * moves to the heading of the section that held it, else to the page's <h1>.
 */
export function FocusRescue() {
  useEffect(() => {
    const main = mainRegion();
    if (!main) return;
    let focused: HTMLElement | undefined;
    let ancestors: HTMLElement[] = [];
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement) || !main.contains(event.target)) return;
      focused = event.target;
      ancestors = [];
      for (let element = focused.parentElement; element && element !== main; element = element.parentElement) {
        ancestors.push(element);
      }
    };
    const observer = new MutationObserver(() => {
      const lost = focused && !focused.isConnected;
      const active = document.activeElement;
      const dropped = !active || active === document.body || !active.isConnected;
      if (!lost || !dropped) return;
      focused = undefined;
      rescue(ancestors);
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(main, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
  return null;
}
