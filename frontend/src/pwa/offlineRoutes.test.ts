import { describe, expect, it } from 'vitest';
import { isAppPage, isCurrentUserRequest, isFavouritesRequest, isRecipeRequest, isUploadRequest } from './offlineRoutes';

const url = (path: string) => new URL(path, 'http://localhost:3000');

describe('what the service worker keeps for reading offline', () => {
  it.each([
    ['/api/recipes/12', true],
    ['/api/recipes/12?servings=4', true],
    ['/api/recipes/12/reviews', false],
    ['/api/recipes?limit=24', false],
    ['/api/recipes/free-from-counts', false],
    ['/recipe/12', false],
  ])('a recipe: %s is %s', (path, kept) => {
    expect(isRecipeRequest(url(path))).toBe(kept);
  });

  it.each([
    ['/api/favorites?limit=24&offset=0', true],
    ['/api/favorites/12', false],
    ['/favorites', false],
  ])('favourites: %s is %s', (path, kept) => {
    expect(isFavouritesRequest(url(path))).toBe(kept);
  });

  it.each([
    ['/api/auth/user', true],
    ['/api/auth/user/avatar', false],
    ['/api/auth/two-factor', false],
    ['/api/login', false],
  ])('who is signed in, and no other auth path: %s is %s', (path, kept) => {
    expect(isCurrentUserRequest(url(path))).toBe(kept);
  });

  it.each([
    ['/uploads/recipes/seed-tofu-640.webp', true],
    ['/uploadsx/a.webp', false],
    ['/assets/index-abc.js', false],
  ])('pictures: %s is %s', (path, kept) => {
    expect(isUploadRequest(url(path))).toBe(kept);
  });
});

describe('which failed navigations get the app page offline', () => {
  it.each(['/', '/favorites', '/recipe/12', '/recipe/12?servings=4', '/browse?q=tofu', '/admin', '/api-guide'])(
    'the app page %s',
    (path) => {
      expect(isAppPage(url(path))).toBe(true);
    },
  );

  it.each([
    '/api',
    '/api/recipes/12',
    '/api/docs',
    '/uploads/recipes/a.webp',
    '/admin/queues',
    '/admin/queues/queue/images',
    '/metrics',
    '/sitemap.xml',
    '/robots.txt',
  ])("the server's own %s", (path) => {
    expect(isAppPage(url(path))).toBe(false);
  });
});
