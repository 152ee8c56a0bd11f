import { DEFAULT_DESCRIPTION, pageRoute, renderPageHead } from './page-head';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="${DEFAULT_DESCRIPTION}" />
    <title>Lakbay</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe(pageRoute.name, () => {
  it('names the content a public detail page shows', () => {
    expect(pageRoute('/careers/software-developer')).toEqual({ kind: 'career', slug: 'software-developer' });
    expect(pageRoute('/careers/software-developer/')).toEqual({ kind: 'career', slug: 'software-developer' });
    expect(pageRoute('/events/0f8fad5b-d9cb-469f-a165-70867728950e')).toEqual({
      kind: 'event',
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    expect(pageRoute('/coaches/demo-koach')).toEqual({ kind: 'coach', slug: 'demo-koach' });
  });

  it('gives the list pages their fixed titles, and other pages none', () => {
    expect(pageRoute('/careers')).toMatchObject({ kind: 'fixed', page: 'careers', head: { title: 'Career Explorer' } });
    expect(pageRoute('/faqs')).toMatchObject({ kind: 'fixed', head: { title: 'Frequently asked questions' } });
    expect(pageRoute('/')).toEqual({ kind: 'fixed', page: 'home', head: {} });
    for (const path of ['/login', '/my/profile', '/coaches/demo-koach/schedule/training', '/careers/%E0%A4%A', '/jobs/x']) {
      expect({ path, route: pageRoute(path) }).toEqual({ path, route: undefined });
    }
  });
});

describe(renderPageHead.name, () => {
  it("replaces the template's title and description with the page's, once, and adds Open Graph tags", () => {
    const html = renderPageHead(
      TEMPLATE,
      { title: 'Nurse', description: 'Cares for patients.', image: '/api/v2/files/a.png', type: 'article' },
      'https://lakbay.ph/careers/nurse',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Nurse · Lakbay</title>');
    expect(html).toContain('<meta name="description" content="Cares for patients." />');
    expect(html).toContain('<meta property="og:title" content="Nurse" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:image" content="https://lakbay.ph/api/v2/files/a.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // Still in <head>, before the script, and the rest of the template untouched.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('escapes what content authors wrote, so no tag or attribute can be closed early', () => {
    const html = renderPageHead(TEMPLATE, { title: '</title><script>alert(1)</script>', description: '" onload="x' }, 'https://l.ph/');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Lakbay</title>');
    expect(html).toContain('<meta name="description" content="&quot; onload=&quot;x" />');
  });

  it('gives a page with nothing of its own the generic head, with $ patterns left as written', () => {
    const html = renderPageHead(TEMPLATE, {}, 'https://l.ph/login');
    expect(html).toContain('<title>Lakbay</title>');
    expect(html).toContain(`<meta property="og:description" content="${DEFAULT_DESCRIPTION}" />`);
    expect(html).not.toContain('og:image');
    expect(renderPageHead(TEMPLATE, { title: "$& $' cost" }, 'https://l.ph/')).toContain('<title>$&amp; $&apos; cost · Lakbay</title>');
  });
});
