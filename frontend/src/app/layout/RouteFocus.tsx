import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { mainRegion, moveFocus } from '../../shared/ui/moveFocus';
import '../../shared/ui/VisuallyHidden.css';

/** How long a new page may take to show its <h1> (its data loading) before focus goes to main. */
const HEADING_WAIT_MS = 3000;
/** Pages set their title in an effect of their own: the title is read once that has run. */
const TITLE_DELAY_MS = 100;

/**
 * After a move to another page (not on the first load, nor when only the address's query changes):
 * focus goes to the new page's <h1> (or its main region if none shows within 3 s), unless the page
 * has put it somewhere itself, and a polite live region reads out the page's title.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const main = mainRegion();
    if (!main) return;
    let titleTimer: number | undefined;
    const arrive = (target: HTMLElement) => {
      const active = document.activeElement;
      const pagePlacedFocus = active && active !== main && main.contains(active);
      if (!pagePlacedFocus) moveFocus(target);
      titleTimer = window.setTimeout(() => setAnnouncement(document.title), TITLE_DELAY_MS);
    };
    const heading = () => main.querySelector<HTMLElement>('h1');
    const found = heading();
    if (found) {
      arrive(found);
      return () => window.clearTimeout(titleTimer);
    }
    const observer = new MutationObserver(() => {
      const shown = heading();
      if (!shown) return;
      stop();
      arrive(shown);
    });
    const giveUp = window.setTimeout(() => {
      stop();
      arrive(main);
    }, HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
    observer.observe(main, { childList: true, subtree: true });
    return () => {
      stop();
      window.clearTimeout(titleTimer);
    };
  }, [pathname]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
