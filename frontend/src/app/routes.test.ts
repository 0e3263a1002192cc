import { PAGE_ROUTES, type PageAccess } from '@plantry/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminOnly, SignedInOnly } from './guards';
import { createRoutes } from './routes';
import { makeStore } from './store';

/** Each path of the route tree with the access its guards give it ('members' pages answer visitors themselves). */
function pathsOf(routes: RouteObject[], parent = '', access: PageAccess = 'everyone'): [string, PageAccess][] {
  return routes.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    const own = route.Component === AdminOnly ? 'admins' : route.Component === SignedInOnly ? 'signedIn' : access;
    const here: [string, PageAccess][] = route.index || (route.path && !route.children) ? [[path, own]] : [];
    return [...here, ...pathsOf(route.children ?? [], path, own)];
  });
}

describe('the route table', () => {
  it("has exactly the shared list's paths (the server's), each behind its guard", () => {
    const routes = pathsOf(createRoutes(makeStore())).filter(([path]) => path !== '/*');
    const expected = PAGE_ROUTES.map(({ path, access }) => [path, access === 'members' ? 'everyone' : access]);
    expect(routes.sort()).toEqual(expected.sort());
  });
});
