// One linter for the whole workspace (npm test runs it with --max-warnings 0 in its lint stage).
// Formatting is Prettier's job (.prettierrc.json); eslint-config-prettier switches off every
// rule that would argue with it. Type errors are tsc's job (the types stage).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/generated/',
    '**/coverage/',
    'test-results/',
    'playwright-report/',
    'data/',
    'outbox/',
    '**/.scratch/',
  ]),

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  tseslint.configs.recommended,

  // React code: the shell, the remotes and the UI kit.
  {
    files: [
      'shell/src/**/*.{ts,tsx}',
      'mfe-*/src/**/*.{ts,tsx}',
      'packages/ui/src/**/*.{ts,tsx}',
      'packages/api/src/**/*.{ts,tsx}',
    ],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },

  // Node code: the server, the scripts, build and test configuration.
  {
    files: ['packages/server/**/*.ts', 'scripts/**', '**/*.{js,mjs,cjs}', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Jest's setup files for the DOM test environment patch jsdom's window.
    files: ['jest.setup-dom.cjs', '**/test-support/**/*.cjs'],
    languageOptions: { globals: globals.browser },
  },

  {
    rules: {
      // `_`-prefixed names are deliberately unused (ignored parameters, omitted properties).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  prettier,
);
