/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import './node20-polyfills';
import { supabaseEnvPairProblem } from './src/config/env-pair.ts';

export default defineConfig(({ mode }) => {
  // loadEnv reads the .env files and the process environment. A hosted build with its URL but not
  // its key would otherwise ship the local anon key: fail here instead.
  const problem = supabaseEnvPairProblem(loadEnv(mode, process.cwd(), 'VITE_'));
  if (problem) throw new Error(problem);
  return {
    plugins: [react()],
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
