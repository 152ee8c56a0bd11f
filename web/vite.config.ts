import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
// With its extension: Vite's coming native config loader resolves no extensionless imports.
import { cssVariables } from './src/lib/theme.ts';

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

export default defineConfig({
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
      algorithms: [defineAlgorithm('brotliCompress', {}), defineAlgorithm('gzip', { level: 9 })],
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
        assetFileNames: (asset) => `assets/${asset.names[0]?.startsWith('shared~') ? 'shared' : '[name]'}-[hash][extname]`,
        codeSplitting: {
          groups: [
            // What index.html loads before any page, in one file rather than dozens of small ones
            // (each a round trip on a phone's connection; issue 15).
            { name: 'shell', tags: ['$initial'] },
            // The small plain components and helpers pages share (never antd's: forms and the antd
            // wrappers stay with the pages that use them), in one file rather than a dozen.
            {
              name: 'shared',
              test: /[\\/]web[\\/]src[\\/](lib[\\/](?!forms)|components[\\/](?!antd|form|loading-button|query-states))/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
