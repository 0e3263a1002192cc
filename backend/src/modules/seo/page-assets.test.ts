import { imagePreload, PageAssets } from './page-assets.js';

// As Vite writes it: the entry (index.html) loads the vendor chunk; the browse page its own chunk,
// a shared one (which imports the vendor chunk again) and their stylesheets.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'], css: ['assets/index-1.css'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_home-1.js': { file: 'assets/home-1.js', imports: ['_vendor-1.js', 'index.html'], css: ['assets/home-1.css'] },
  'src/features/browse/BrowsePage.tsx': {
    file: 'assets/BrowsePage-1.js',
    imports: ['_vendor-1.js', '_home-1.js', 'index.html'],
    css: ['assets/BrowsePage-1.css'],
  },
};

describe('page assets', () => {
  it("preloads a page's chunks and stylesheets that index.html does not load", () => {
    expect(new PageAssets(manifest).preloadTags('src/features/browse/BrowsePage.tsx')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/BrowsePage-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/home-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/BrowsePage-1.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/home-1.css">',
    ]);
  });

  it('preloads nothing for a module the build does not have, or without a build', () => {
    expect(new PageAssets(manifest).preloadTags('src/features/gone/GonePage.tsx')).toEqual([]);
    expect(PageAssets.read('/no/such/dist').preloadTags('src/features/browse/BrowsePage.tsx')).toEqual([]);
  });
});

describe('image preload', () => {
  const variants = {
    url: '/uploads/a/full.webp',
    width: 1200,
    height: 900,
    placeholder: null,
    variants: [
      { url: '/uploads/a/w320.webp', width: 320 },
      { url: '/uploads/a/full.webp', width: 1200 },
    ],
  };

  it('offers the same candidates and sizes as the page, escaped', () => {
    expect(imagePreload('/uploads/a/full.webp', variants, '(min-width: 992px) 50vw, 100vw')).toBe(
      '<link rel="preload" as="image" href="/uploads/a/full.webp" imagesrcset="/uploads/a/w320.webp 320w, /uploads/a/full.webp 1200w" imagesizes="(min-width: 992px) 50vw, 100vw" fetchpriority="high">',
    );
  });

  it('preloads the full image when there are no copies yet', () => {
    expect(imagePreload('/uploads/"b".webp', { ...variants, variants: [] }, '100vw')).toBe(
      '<link rel="preload" as="image" href="/uploads/&quot;b&quot;.webp" fetchpriority="high">',
    );
  });
});
