import { escapeHtml } from '../../common/html.js';
import { injectHead, PageHeadService } from './page-head.service.js';

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

  it('writes titles and tags literally, whatever replacement patterns they hold', () => {
    const text = "$` $' $& $1 $$ </head>";
    const out = injectHead(html, { title: text, tags: [`<meta name="description" content="${text}">`] });
    expect(out).toBe(
      `<html><head><title>$\` $&#39; $&amp; $1 $$ &lt;/head&gt;</title><meta name="description" content="${text}">\n</head><body><div id="root"></div></body></html>`,
    );
  });

  it('leaves the page as built without a head', () => {
    expect(injectHead(html, {})).toBe(html);
  });

  it('writes API answers as JSON no text can break out of, and drops the request they answer', () => {
    const built = html.replace('</head>', '<link rel="preload" as="fetch" href="/api/auth/user" crossorigin="use-credentials" />\n</head>');
    const answers = [
      { url: '/api/auth/user', status: 401, body: { message: 'You are not signed in' } },
      { url: '/api/recipes?limit=1', status: 200, body: { title: "</script><script>alert(1)</script> <!-- & --> \u2028\u2029 $` $' $&" } },
    ];
    const out = injectHead(built, { answers });
    expect(out).not.toContain('/api/auth/user" crossorigin');
    const script = out.match(/<script type="application\/json" id="api-answers">(.*)<\/script>\n<\/head>/)![1];
    expect(script).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(script)).toEqual(answers);
    expect(injectHead(built, { answers: [answers[1]] })).toContain('href="/api/auth/user"');
  });

  it("adds who is signed in (nobody) to the answers of a visitor's page only", async () => {
    const service = new PageHeadService();
    service.register((_url, request) => ({ title: request.visitor ? 'Visitor' : 'Maybe a member' }));
    expect(await service.headFor('/', { visitor: true })).toEqual({
      title: 'Visitor',
      answers: [{ url: '/api/auth/user', status: 401, body: { statusCode: 401, message: 'You are not signed in', error: 'Unauthorized' } }],
    });
    expect(await service.headFor('/', { visitor: false })).toEqual({ title: 'Maybe a member' });
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
