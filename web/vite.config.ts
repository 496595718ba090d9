/// <reference types="vitest/config" />
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import './node20-polyfills';
import { supabaseEnvPairProblem } from './src/config/env-pair.ts';

export default defineConfig(({ mode }) => {
  // loadEnv reads the .env files and the process environment. A hosted build with its URL but not
  // its key would otherwise ship the local anon key: fail here instead.
  const problem = supabaseEnvPairProblem(loadEnv(mode, process.cwd(), 'VITE_'));
  if (problem) throw new Error(problem);
  return {
    plugins: [
      react(),
      // Installable and offline (issue 25): the manifest, and src/pwa/sw.ts built with Workbox's
      // modules and the list of built files to precache (injectManifest: the worker also handles
      // Web Push). Registered by src/pwa/register.ts after the first screen, never in `vite dev`.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/pwa',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        includeAssets: ['icons/apple-touch-icon-180.png'],
        manifest: {
          name: 'MFL Companion',
          short_name: 'MFL',
          description: 'All your MyFantasyLeague leagues in one place.',
          id: '/',
          start_url: '/dashboard',
          scope: '/',
          display: 'standalone',
          // The dark scheme's colour is index.html's media-scoped theme-color; a manifest has one.
          theme_color: '#12b886',
          background_color: '#ffffff',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        injectManifest: { globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'] },
        devOptions: { enabled: false },
        // The unit tests' in-memory builds (app/first-screen-bundle.test.ts: write: false) still
        // write the worker: never into web/dist, which a running stack serves.
        outDir: process.env.VITEST ? `${tmpdir()}/mfl-companion-vitest-sw` : undefined,
      }),
    ],
    // The gateway serves the built SPA at its root; hosted deploys do the same on any static host.
    base: '/',
    resolve: {
      // Contracts (request/response schemas and the spec's texts) are shared with the edge functions,
      // which import zod as Deno does; here that specifier is the workspace's zod.
      alias: [
        { find: /^@contracts\//, replacement: `${fileURLToPath(new URL('../supabase/functions/_shared/contracts', import.meta.url))}/` },
        { find: /^npm:zod@4\.6\.7$/, replacement: 'zod' },
        { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      ],
    },
    build: {
      rolldownOptions: {
        output: {
          // Each route's screen is a lazy module (app/router.tsx), and a library goes where what uses
          // it goes: a library chunk per set of routes that share it (entriesAware), so /login
          // downloads only what it shows and the charts come with Top Players. Libraries still sit
          // apart from the app's code, so a deploy that changes only the app keeps them cached
          // (every name carries its content hash). `npm run bench -- bundle` measures it.
          codeSplitting: {
            groups: [
              // Every page needs these first, together.
              { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 2 },
              // JavaScript only: a stylesheet imported from a package would leave an empty chunk. Sets
              // of under 10 kB join their nearest neighbour: fewer, better-compressed files (measured:
              // /login 25 → 24 files and smaller, /dashboard 76 → 56 files, neither larger).
              { name: 'vendor', test: /node_modules[\\/].*\.[cm]?js$/, entriesAware: true, entriesAwareMergeThreshold: 10_000, priority: 1 },
            ],
          },
          // The vendor chunks are named after every route that shares them: long names, same content.
          chunkFileNames: (chunk) => `assets/${chunk.name.startsWith('vendor~') ? 'vendor' : '[name]'}-[hash].js`,
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true, fs: { allow: ['..'] } },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./vitest.setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      clearMocks: true,
      restoreMocks: true,
      // Screen tests drive whole screens in jsdom: on a loaded 2-core machine one can take seconds.
      testTimeout: 15_000,
    },
  };
});
