import { escapeHtml, injectHead, PageHeadService } from './page-head.service.js';

const html = '<html><head><title>Plantry</title></head><body><div id="root"></div></body></html>';

describe('page heads', () => {
  it('replaces the title and adds tags before </head>, escaping the title', () => {
    const out = injectHead(html, { title: 'Tofu <Scramble> & "Toast"', tags: ['<meta name="description" content="x">'] });
    expect(out).toContain('<title>Tofu &lt;Scramble&gt; &amp; &quot;Toast&quot;</title>');
    expect(out).toContain('<meta name="description" content="x">\n</head>');
  });

  it("replaces the built page's description with the page's own, keeping it otherwise", () => {
    const built = html.replace('</head>', '<meta name="description" content="Any page">\n  </head>');
    const out = injectHead(built, { tags: ['<meta name="description" content="This page">'] });
    expect(out.match(/name="description"/g)).toHaveLength(1);
    expect(out).toContain('<meta name="description" content="This page">');
    expect(injectHead(built, { title: 'Other' })).toContain('<meta name="description" content="Any page">');
  });

  it('leaves the page as built without a head', () => {
    expect(injectHead(html, {})).toBe(html);
  });

  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('asks resolvers in order; the first answer wins', async () => {
    const service = new PageHeadService();
    service.register((url) => (url.pathname.startsWith('/recipe/') ? { title: 'A recipe' } : undefined));
    service.register(() => ({ title: 'Fallback' }));
    expect(await service.headFor('/recipe/1')).toEqual({ title: 'A recipe' });
    expect(await service.headFor('/browse')).toEqual({ title: 'Fallback' });
    expect(await new PageHeadService().headFor('/')).toEqual({});
  });

  it('gives resolvers the query too', async () => {
    const service = new PageHeadService();
    service.register((url) => ({ title: `${url.searchParams.get('cuisine')} Recipes` }));
    expect(await service.headFor('/browse?cuisine=Thai')).toEqual({ title: 'Thai Recipes' });
  });
});
