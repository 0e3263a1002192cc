import { NOT_FOUND_TITLE, type PageRoute } from '@plantry/shared';
import type { PageHead, PageRequest } from './page-head.service.js';

const NOINDEX = '<meta name="robots" content="noindex">';

/** The 404 page's head: no canonical, never indexed. */
export function notFoundHead(title = NOT_FOUND_TITLE): PageHead {
  return { title, tags: [NOINDEX, '<meta name="description" content="This page could not be found on Plantry.">'], status: 404 };
}

/**
 * The head and status of a page that is not for everybody (PAGE_ROUTES' access), as the app shows
 * it to whoever asks: a visitor gets the 404 page for signed-in pages (SPEC.md section 2) and 401
 * for the pages that ask them to sign in; a member who is not an admin gets 403 on admin pages.
 * Such pages are never indexed; when who asks cannot be told (the session store is away), 200.
 */
export async function accessHead(route: PageRoute, request: PageRequest): Promise<PageHead> {
  const role = request.visitor ? null : await request.role?.();
  const page = (status: number): PageHead => ({ title: route.title, tags: [NOINDEX], status });
  if (role === undefined) return page(200);
  if (route.access === 'members') return page(role ? 200 : 401);
  if (!role) return notFoundHead();
  if (route.access !== 'admins') return page(200);
  if (role !== 'admin') return page(403);
  // An admin on an admin path the app does not have (the API answers /admin/queues before).
  return route.path.endsWith('*') ? notFoundHead() : page(200);
}
