// Flat config for the TypeScript in this repo (the SPA, Node scripts, e2e tests).
// supabase/functions is Deno code, linted by `deno lint`; local/ belongs to the platform.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

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
  {
    // Config files and scripts run under Node.
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: {
      globals: { module: 'writable', require: 'readonly', process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
  },
]);
