import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';

const appRoot = fileURLToPath(new URL('./src/app', import.meta.url));
/** Where `npm run dev` finds the gateway; `npm start` (or `npm run start:gateway`) runs it. */
const gateway = process.env.GATEWAY_URL ?? `http://localhost:${process.env.GATEWAY_PORT ?? 8080}`;

export default defineConfig({
  root: appRoot,
  base: '/flightdeck/',
  // The path aliases (#domain/…, #app/…) are tsconfig.json's `paths`: one map for TypeScript, Vite and esbuild.
  resolve: { tsconfigPaths: true },
  plugins: [
    // The portal speaks en-US only: react-aria's strings for its 33 other languages stay out of the bundle.
    optimizeLocales.vite({ locales: ['en-US'] }),
    // The router plugin must come before the React plugin: it rewrites route files for code splitting.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${appRoot}/routes`,
      generatedRouteTree: `${appRoot}/routeTree.gen.ts`,
      quoteStyle: 'single',
      // The first screen (the campaign list, at / and /campaigns) is not split from the entry: its
      // code arrives with the entry's instead of in a second round of requests (decision 004).
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/' || routeId === '/campaigns/' ? [] : undefined) },
    }),
    react(),
    // .br and .gz beside each asset, which the gateway sends by Accept-Encoding (decision 004).
    precompress(),
  ],
  // commands/ lives beside src/ (DESIGN.md); the dev server must be allowed to read it.
  server: {
    fs: { allow: [fileURLToPath(new URL('.', import.meta.url))] },
    proxy: { '/flightdeck/services': { target: gateway, changeOrigin: false } },
  },
  build: {
    // PORTAL_DIR: another folder for the build (the gateway reads the same variable), e.g. two builds side by side.
    outDir: process.env.PORTAL_DIR ?? fileURLToPath(new URL('./dist/portal', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // The bundle check (e2e/bundle.spec.ts) reads which chunks the first screen needs from here.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk, not the fifty small ones shared with
        // lazy chunks that Rolldown would make: over HTTP/1.1 (six connections) each costs a round trip.
        codeSplitting: { groups: [{ name: 'first-screen', tags: ['$initial'] }] },
      },
    },
  },
});
