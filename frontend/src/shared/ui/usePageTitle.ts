import { useEffect } from 'react';
import { HOME_TITLE, PRODUCT_NAME } from '@plantry/shared';

/** '<page> | Plantry', or the home page's full title (as its server head has it) when no page is given. */
function pageTitle(page?: string): string {
  return page ? `${page} | ${PRODUCT_NAME}` : HOME_TITLE;
}

/** Sets document.title while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function usePageTitle(page?: string): void {
  useDocumentTitle(pageTitle(page));
}
