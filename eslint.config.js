// Flat config for the TypeScript in this repo (the SPA, Node scripts, e2e tests).
// supabase/functions is Deno code, linted by `deno lint`; local/ belongs to the platform.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

// Boundaries (CONVENTIONS.md, bulletproof-react): imports flow app → features → shared. A feature
// never imports another feature; lib, config, components and data never import features or app.
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [{
        group: ['@/features/*', `!@/features/${feature}`, '**/features/*', `!**/features/${feature}`, '@/app', '@/app/*'],
        message: 'A feature imports only itself and shared code (lib, config, components, data); move what two features need to web/src/data or web/src/lib.',
      }],
    }],
  },
}));
const sharedBoundaries = {
  files: ['web/src/{lib,config,components,data}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [{
        group: ['@/features', '@/features/*', '@/app', '@/app/*', '**/features/*', '**/app/*'],
        message: 'Shared code (lib, config, components, data) never imports features or app.',
      }],
    }],
  },
};

export default defineConfig([
  globalIgnores(['**/node_modules/', 'web/dist/', '.local/', 'local/**', 'supabase/functions/**', 'tests/e2e/screenshots/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...featureBoundaries,
  sharedBoundaries,
  {
    // Config files and scripts run under Node.
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: {
      globals: { module: 'writable', require: 'readonly', process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
  },
]);
