import { useEffect } from 'react';
import { PRODUCT_NAME } from '@plantry/shared';

/** '<page> | Plantry', or 'Plantry' alone when no page name is given (the home page). */
function pageTitle(page?: string): string {
  return page ? `${page} | ${PRODUCT_NAME}` : PRODUCT_NAME;
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
