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
          // Libraries change less often than the app: separate chunks stay cached across deploys.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 3 },
              { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2 },
              { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/, priority: 2 },
              { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
            ],
          },
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
