import { escapeHtml } from '../../common/html.js';
import type { PageRoute } from '@plantry/shared';
import type { Translate } from '../../common/i18n/index.js';
import type { PageHead, PageRequest } from './page-head.service.js';

const NOINDEX = '<meta name="robots" content="noindex">';

type Missing = 'page' | 'recipe' | 'cook' | 'collection';

/** The 404 page's head, for a missing page or thing: no canonical, never indexed. */
export function notFoundHead(t: Translate, missing: Missing = 'page'): PageHead {
  return {
    title: t(`head.notFound.${missing}`),
    tags: [NOINDEX, `<meta name="description" content="${escapeHtml(t('head.notFoundDescription'))}">`],
    status: 404,
  };
}

/** A route's title in the page's language (head.routes has every titled route of PAGE_ROUTES). */
export const routeTitle = (t: Translate, route: PageRoute): string | undefined =>
  route.title && t(`head.routes.${route.path}`, { defaultValue: route.title });

/**
 * The head and status of a page that is not for everybody (PAGE_ROUTES' access), as the app shows
 * it to whoever asks: a visitor gets the 404 page for signed-in pages (SPEC.md section 2) and 401
 * for the pages that ask them to sign in; a member who is not an admin gets 403 on admin pages.
 * Such pages are never indexed; when who asks cannot be told (the session store is away), 200.
 */
export async function accessHead(t: Translate, route: PageRoute, request: PageRequest): Promise<PageHead> {
  const role = request.visitor ? null : await request.role?.();
  const page = (status: number): PageHead => ({ title: routeTitle(t, route), tags: [NOINDEX], status });
  if (role === undefined) return page(200);
  if (route.access === 'members') return page(role ? 200 : 401);
  if (!role) return notFoundHead(t);
  if (route.access !== 'admins') return page(200);
  if (role !== 'admin') return page(403);
  // An admin on an admin path the app does not have (the API answers /admin/queues before).
  return route.path.endsWith('*') ? notFoundHead(t) : page(200);
}
