import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeTreeOptions } from './route-tree.config.ts';
import { prerenderLanding } from './vite-plugins/prerender-landing.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [
    // Must run before the React plugin: it writes the route tree and rewrites route files into lazily loaded chunks.
    tanstackRouter(routeTreeOptions),
    react(),
    prerenderLanding('/src/prerender/render-landing.tsx'),
  ],
  resolve: { alias: { '@shared': here('../shared') } },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    // No <link rel="modulepreload"> per dependency of a dynamic import: Vite's helper appended ~50 of them in the
    // task that loads the app and in the one that loads the dashboard's route, and each append starts a fetch
    // synchronously (~200 ms of those two tasks at Lighthouse's 4x CPU slowdown; TBT ~230 -> ~110 ms). The browser
    // still fetches a chunk's imports as soon as it parses the chunk, and the router preloads a route's chunk on intent.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // zod in a chunk of its own: left to itself, the bundler put it in a chunk the signed-in shell loads (the
        // toaster's), though only the screens with forms and the lazily loaded features parse anything with it.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
  // `npm run dev:web` talks to the API of `npm start`, so cookies stay same-origin as in production.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
