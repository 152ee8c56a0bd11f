import { inlineStyleSheets, linkedStyleSheets, scriptsAfterContent } from './page-embed';

describe('inlineStyleSheets', () => {
  const page =
    '<head><link rel="stylesheet" crossorigin href="/assets/shell-1.css"><link rel="icon" href="/favicon.svg">' +
    '<link rel="stylesheet" crossorigin href="/assets/page-2.css"></head>';
  const sheets: Record<string, string> = { 'assets/shell-1.css': 'body{margin:0}', 'assets/page-2.css': '.card{color:teal}' };

  it('names the built sheets a page links, in order', () => {
    expect(linkedStyleSheets(page)).toEqual(['assets/shell-1.css', 'assets/page-2.css']);
  });

  it("puts each sheet's rules in place of its link, in the same order, and keeps the link disabled", () => {
    expect(inlineStyleSheets(page, (file) => sheets[file])).toBe(
      '<head><style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/shell-1.css" disabled>' +
        '<link rel="icon" href="/favicon.svg">' +
        '<style>.card{color:teal}</style><link rel="stylesheet" crossorigin href="/assets/page-2.css" disabled></head>',
    );
  });

  it('leaves linked a sheet it does not know, or one whose text would end the style element', () => {
    const out = inlineStyleSheets(page, (file) => (file === 'assets/page-2.css' ? 'a::after{content:"</style>"}' : undefined));
    expect(out).toBe(page);
  });
});

describe('scriptsAfterContent', () => {
  it("asks for a rendered page's entry scripts and module preloads at low priority, and nothing else", () => {
    const head =
      '<script type="module" crossorigin src="/assets/shell-1.js"></script><link rel="preload" href="/assets/font.woff2" as="font">' +
      '<link rel="modulepreload" crossorigin href="/assets/page-1.js"><script type="application/json" id="lakbay-ssr">{}</script>';
    expect(scriptsAfterContent(head)).toBe(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/shell-1.js"></script><link rel="preload" href="/assets/font.woff2" as="font">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/page-1.js"><script type="application/json" id="lakbay-ssr">{}</script>',
    );
  });
});
