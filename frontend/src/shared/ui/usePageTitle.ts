import { useEffect } from 'react';
import { t } from '@lingui/core/macro';
import { PRODUCT_NAME } from '@plantry/shared';

/** '<page> | Plantry', or the home page's full title (HOME_TITLE in English) when no page is given. */
function pageTitle(page?: string): string {
  return page ? `${page} | ${PRODUCT_NAME}` : t`${PRODUCT_NAME} — Discover Amazing Vegan Recipes`;
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
