import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pageRoute } from './page-head';
import { type BuildManifest, firstReads, linkedFiles, PAGE_MODULES, pageFiles, pageModules, renderPreloads } from './page-preloads';

// The shape Vite writes: the shell (what index.html loads) and a page that imports shared chunks.
const MANIFEST: BuildManifest = {
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_shell.js': {
    file: 'assets/shell-1.js',
    imports: ['_runtime.js'],
    css: ['assets/shell-1.css'],
    dynamicImports: ['src/lib/i18n/messages/common.fil.ts', PAGE_MODULES.careers, PAGE_MODULES.jobs],
  },
  'src/lib/i18n/messages/common.fil.ts': { file: 'assets/common.fil-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_runtime.js', '_shell.js'], css: ['assets/shared-1.css'] },
  '_register.js': { file: 'assets/register-1.js', imports: ['_shell.js'], dynamicImports: ['src/features/careers/i18n/careers.fil.ts'] },
  'src/features/careers/i18n/careers.fil.ts': { file: 'assets/careers.fil-1.js' },
  [PAGE_MODULES.careers]: {
    file: 'assets/careers-page-1.js',
    imports: ['_shared.js', '_shell.js', '_register.js'],
    dynamicImports: ['src/features/careers/pages/career-page.tsx'],
    css: ['assets/careers-page-1.css'],
  },
};

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Lakbay</title>
    <script type="module" crossorigin src="/assets/runtime-1.js"></script>
    <script type="module" crossorigin src="/assets/shell-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/shell-1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe(pageFiles.name, () => {
  const linked = linkedFiles(TEMPLATE);

  it('lists the chunks a page module imports, dependencies first, leaving out what index.html already loads', () => {
    expect(linked).toEqual(new Set(['assets/runtime-1.js', 'assets/shell-1.js', 'assets/shell-1.css']));
    expect(pageFiles(MANIFEST, PAGE_MODULES.careers, 'en', linked)).toEqual({
      scripts: ['assets/shared-1.js', 'assets/register-1.js', 'assets/careers-page-1.js'],
      styles: ['assets/shared-1.css', 'assets/careers-page-1.css'],
    });
  });

  it("adds the word catalogues of the reader's language, and no other page's chunks", () => {
    const { scripts } = pageFiles(MANIFEST, PAGE_MODULES.careers, 'fil', linked);
    expect(scripts).toEqual(expect.arrayContaining(['assets/common.fil-1.js', 'assets/careers.fil-1.js', 'assets/careers-page-1.js']));
    expect(scripts).not.toContain('assets/career-page-1.js');
  });

  it("names each public page's modules, its own and the parts the router adds, by their files in the web's sources (the build manifest's keys)", () => {
    for (const page of Object.keys(PAGE_MODULES) as Array<keyof typeof PAGE_MODULES>) {
      for (const key of pageModules(page)) {
        expect({ page, key, exists: existsSync(join(process.cwd(), 'web', key)) }).toEqual({ page, key, exists: true });
      }
    }
  });

  it("follows every module of a page once, the router's parts after the page's own", () => {
    const manifest: BuildManifest = {
      'src/page.tsx': { file: 'assets/page-1.js', imports: ['src/shared.ts'] },
      'src/part.ts': { file: 'assets/part-1.js', imports: ['src/shared.ts'], css: ['assets/part-1.css'] },
      'src/shared.ts': { file: 'assets/shared-1.js' },
    };
    expect(pageFiles(manifest, ['src/page.tsx', 'src/part.ts'], 'en', new Set())).toEqual({
      scripts: ['assets/shared-1.js', 'assets/page-1.js', 'assets/part-1.js'],
      styles: ['assets/part-1.css'],
    });
  });

  it('names nothing for a module the build does not have', () => {
    expect(pageFiles(MANIFEST, PAGE_MODULES.jobs, 'en', linked)).toEqual({ scripts: [], styles: [] });
    expect(pageFiles({}, PAGE_MODULES.careers, 'en', linked)).toEqual({ scripts: [], styles: [] });
  });
});

describe(firstReads.name, () => {
  const route = (path: string) => {
    const found = pageRoute(path);
    if (!found) {
      throw new Error(`${path} is not a public page`);
    }
    return found;
  };

  it("names a page's first API reads, as the page asks for them, after the client configuration every page reads", () => {
    const config = '/api/v2/client-config';
    expect(firstReads(route('/careers'), false)).toEqual([config, '/api/v2/career-categories', '/api/v2/careers?page=1&pageSize=12']);
    expect(firstReads(route('/careers/nars%20at%20guro'), false)).toEqual([config, '/api/v2/careers/nars%20at%20guro']);
    expect(firstReads(route('/events/0f8fad5b-d9cb-469f-a165-70867728950e'), false)).toEqual([
      config,
      '/api/v2/events/0f8fad5b-d9cb-469f-a165-70867728950e',
    ]);
    expect(firstReads(route('/coaches/demo-koach'), false)).toEqual([config, '/api/v2/coaches/demo-koach']);
    expect(firstReads(route('/'), false)).toEqual([config]);
  });

  it("reads nothing of the page's own ahead for an address with a query (filters, page numbers) or an event id that cannot be one", () => {
    expect(firstReads(route('/careers'), true)).toEqual(['/api/v2/client-config']);
    expect(firstReads(route('/events/not-an-id'), false)).toEqual(['/api/v2/client-config']);
  });
});

describe(renderPreloads.name, () => {
  it('names the files and reads last in <head>, the reads with the credentials mode of fetch()', () => {
    const html = renderPreloads(TEMPLATE, { scripts: ['assets/careers-page-1.js'], styles: ['assets/careers-page-1.css'] }, [
      '/api/v2/careers?page=1&pageSize=12',
    ]);
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head.indexOf('shell-1.css')).toBeLessThan(
      head.indexOf('<link rel="modulepreload" crossorigin href="/assets/careers-page-1.js">'),
    );
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/careers-page-1.css">');
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/api/v2/careers?page=1&amp;pageSize=12">');
    expect(renderPreloads(TEMPLATE, { scripts: [], styles: [] }, [])).toBe(TEMPLATE);
  });
});
