import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
// With its extension: Vite's coming native config loader resolves no extensionless imports.
import { cssVariables } from './src/lib/theme.ts';
import { fontFallbackCss } from './src/lib/font-fallbacks.ts';

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): a file that starts
 * with it is compiled whole, on a background thread while it streams in, instead of function by
 * function on the main thread as each is first called. Measured on /careers (issue 15): the
 * shell's evaluation 60-106 -> 42-94 ms, building the router 19-40 -> 12-26 ms, Lighthouse's
 * total blocking time 150-330 -> 13-190 ms. For the files whose code runs as they load: the
 * shell and our own page chunks. Not for library chunks (antd, the form library, the video
 * player), most of whose functions a page never calls: compiling them would cost time and memory.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Whether a chunk's functions mostly run as soon as it loads (see COMPILE_HINT). */
function runsOnLoad(chunk: { name: string; isEntry: boolean; moduleIds: string[] }): boolean {
  return chunk.isEntry || chunk.name === 'shell' || chunk.moduleIds.every((id) => !id.includes('node_modules'));
}

/** How the built files are also written compressed (.br, .gz; see the compression plugin below). */
const BROTLI_OPTIONS: BrotliOptions = {};
const GZIP_OPTIONS: ZlibOptions = { level: 9 };

/**
 * Puts COMPILE_HINT on the first line of the chunks that run on load. Last of all: after
 * minification, which drops comments, and after Vite has put its preload list
 * (`__vite__mapDeps`) at the top of the chunks that import others lazily; the chunk's .br and
 * .gz, already written by then, are written again. A source map, when built, moves a line down.
 */
function compileHints(): Plugin {
  return {
    name: 'lakbay-compile-hints',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !runsOnLoad(chunk)) {
            continue;
          }
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
          const compressed: [string, Uint8Array][] = [
            ['.br', brotliCompressSync(chunk.code, BROTLI_OPTIONS)],
            ['.gz', gzipSync(chunk.code, GZIP_OPTIONS)],
          ];
          for (const [extension, source] of compressed) {
            const file = bundle[chunk.fileName + extension];
            if (file?.type === 'asset') {
              file.source = source;
            }
          }
        }
      },
    },
  };
}

/** Where this build writes (vite build --outDir may move it); read by shellOnly. */
let outDir = 'dist';

/**
 * What the service worker precaches: the app shell only (index.html and the files it links, the
 * Latin fonts), so installing it costs a phone no more than the first visit already did. Page
 * chunks and content are cached as they are used (src/sw.ts).
 */
function shellOnly(entries: { url: string; revision: string | null; size: number }[]) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const linked = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
  const manifest = entries.filter(
    (e) =>
      e.url === 'index.html' || linked.has(e.url) || /^assets\/(manrope-latin-wght|poppins-latin-\d+)-normal-[\w-]+\.woff2$/.test(e.url),
  );
  return { manifest, warnings: [] };
}

/** The fonts the first screen draws with (body text in every weight, headings): preloaded, so text does not jump when they arrive. */
const PRELOADED_FONTS = [/^assets\/manrope-latin-wght-normal-[\w-]+\.woff2$/, /^assets\/poppins-latin-700-normal-[\w-]+\.woff2$/];

function preloadFonts(): Plugin {
  return {
    name: 'lakbay-preload-fonts',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      const files = Object.keys(ctx.bundle ?? {}).filter((file) => PRELOADED_FONTS.some((font) => font.test(file)));
      return files.map((file) => ({
        tag: 'link',
        attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
        injectTo: 'head' as const,
      }));
    },
  };
}

/**
 * The theme's CSS variables (src/lib/theme.ts, their one source) as a style sheet in the shell's
 * CSS: the first paint has them without the shell setting some 170 properties on <html> and
 * making the browser recompute every style (issue 15).
 */
function themeVariables(): Plugin {
  const id = 'virtual:lakbay-theme.css';
  return {
    name: 'lakbay-theme-variables',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) =>
      resolved === `\0${id}`
        ? `:root {\n${Object.entries(cssVariables)
            .map(([name, value]) => `  ${name}: ${value};`)
            .join('\n')}\n}\n`
        : undefined,
  };
}

/**
 * The web fonts' metric-matched fallback faces (src/lib/font-fallbacks.ts) as a style sheet in the
 * shell's CSS (app/fonts.ts imports it): the first paint of a server-drawn page lays its text out
 * in the space the web fonts will take.
 */
function fontFallbacks(): Plugin {
  const id = 'virtual:lakbay-font-fallbacks.css';
  return {
    name: 'lakbay-font-fallbacks',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? fontFallbackCss() : undefined),
  };
}

/**
 * The server build (`vite build --ssr src/entry-server.tsx`, npm run build:web): the public pages'
 * server render, which the BFF imports (services/bff/src/http/page-render.ts). One file with its
 * libraries inside (the BFF's image keeps no web dependencies), no style sheets (the page's
 * are linked from the client build), written to web/dist-ssr, outside the served folder.
 */
const ssrBuild = defineConfig({
  plugins: [react(), themeVariables()],
  resolve: { tsconfigPaths: true },
  ssr: { noExternal: true, target: 'node' },
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    minify: false,
    rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'entry-server.js' } },
  },
});

const clientBuild = defineConfig({
  plugins: [
    react(),
    {
      name: 'lakbay-out-dir',
      configResolved(config) {
        outDir = resolve(config.root, config.build.outDir);
      },
    },
    preloadFonts(),
    themeVariables(),
    fontFallbacks(),
    compileHints(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by src/lib/offline/register-sw.ts, after the page has loaded.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css,woff2}'],
        manifestTransforms: [shellOnly],
      },
    }),
    // Every file written twice more, as .br and .gz: the BFF sends the one the browser takes
    // (@fastify/static preCompressed) without compressing on each request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress', BROTLI_OPTIONS), defineAlgorithm('gzip', GZIP_OPTIONS)],
      exclude: [/\.(woff2?|png|jpe?g|webp|gif|br|gz)$/],
      threshold: 0,
      skipIfLargerOrEqual: true,
    }),
  ],
  // Aliases come from web/tsconfig.json's paths, their one source.
  resolve: { tsconfigPaths: true },
  server: {
    // The BFF listens on 3000 in development; same-origin /api keeps the bearer flow free of CORS.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files each page module needs, so the BFF can name them in a
    // page's HTML (modulepreload) and the phone fetches them beside the shell (page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      // A feature's index.ts only re-exports its public surface: a page that takes one thing from a
      // feature (the career page's CoachesInField) does not load the rest (the booking widgets, antd).
      treeshake: { moduleSideEffects: (id) => !/[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id) },
      output: {
        // The shared chunks' names list every page that uses them: short names instead.
        chunkFileNames: (chunk) => `assets/${chunk.name.startsWith('shared~') ? 'shared' : '[name]'}-[hash].js`,
        // The entry (index.html's script, with the shell group inside it) and its style sheet are
        // the shell, whatever the bundler puts where.
        entryFileNames: 'assets/shell-[hash].js',
        assetFileNames: (asset) => {
          const name = asset.names[0] ?? '';
          return `assets/${name.startsWith('shared~') ? 'shared' : name === 'index.css' ? 'shell' : '[name]'}-[hash][extname]`;
        },
        codeSplitting: {
          groups: [
            // What index.html loads before any page, in one file rather than dozens of small ones
            // (each a round trip on a phone's connection; issue 15).
            { name: 'shell', tags: ['$initial'] },
            // The small plain components and helpers pages share (never antd's: forms and the antd
            // wrappers stay with the pages that use them), in one file rather than a dozen. The
            // career card stays with the careers and interest pages that show it, off the others.
            {
              name: 'shared',
              test: /[\\/]web[\\/]src[\\/](lib[\\/](?!forms)|components[\\/](?!antd|form|loading-button|query-states|content[\\/]career-card))/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrBuild : clientBuild));
