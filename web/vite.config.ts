import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Aliases come from web/tsconfig.json's paths, their one source.
  resolve: { tsconfigPaths: true },
  server: {
    // The BFF listens on 3000 in development; same-origin /api keeps the bearer flow free of CORS.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
