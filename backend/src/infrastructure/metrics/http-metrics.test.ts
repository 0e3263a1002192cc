import type { Request } from 'express';
import { routeLabel } from './http-metrics.js';

const req = (originalUrl: string, route?: string, baseUrl = '') =>
  ({ originalUrl, baseUrl, route: route === undefined ? undefined : { path: route } }) as unknown as Request;

describe('routeLabel', () => {
  it.each([
    [req('/api/recipes/123?x=1', '/api/recipes/:id'), '/api/recipes/:id'],
    [req('/admin/queues/api/queues', '/api/queues', '/admin/queues'), '/admin/queues/api/queues'],
    [req('/assets/index-abc.js'), '/assets/*'],
    [req('/uploads/recipes/a.webp'), '/uploads/*'],
    [req('/api/no/such/thing'), 'unmatched'],
    [req('/metrics'), '/metrics'],
    [req('/recipe/123'), 'page'],
    [req('/<script>alert(1)</script>'), 'page'],
  ])('labels %o as %s, never with the raw path', (request, label) => {
    expect(routeLabel(request)).toBe(label);
  });
});
