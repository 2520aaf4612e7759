// One linter for the whole workspace (npm test runs it with --max-warnings 0 in its lint stage).
// Formatting is Prettier's job (.prettierrc.json); eslint-config-prettier switches off every
// rule that would argue with it. Type errors are tsc's job (the types stage).
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ONE_TIME_ZONE = ["Literal[value='Europe/London']", 'TemplateElement[value.raw=/Europe\\/London/]'].map((selector) => ({
  selector,
  message: 'The time zone is LONDON_TIME_ZONE (@dss/contract); in SQL, LONDON (packages/server/src/db/london-sql.ts).',
}));

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

  // Promise bugs need the types: a promise nobody awaits or handles, or one passed where a
  // plain function is expected (an async handler whose failure would vanish).
  {
    files: ['**/*.{ts,tsx}'],
    // One program for the shell, the remotes and the kits (tsconfig.web.json), not one an app:
    // the project service made eight, each checking the UI kit again.
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.web.json', './packages/*/tsconfig.json', './e2e/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // node:test's describe/it return promises the runner itself tracks.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            {
              from: 'package',
              package: 'node:test',
              name: ['describe', 'it', 'test', 'before', 'after', 'beforeEach', 'afterEach'],
            },
          ],
        },
      ],
      // JSX event props may take async handlers: React ignores what they return.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },

  // The school's time zone has one name in code: LONDON_TIME_ZONE (@dss/contract), and LONDON in
  // the server's SQL (packages/server/src/db/london-sql.ts). Tests may name it to check it.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['packages/contract/src/time/london.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_TIME_ZONE] },
  },

  // A react-final-form <Form> names the form state its render reads: without a subscription it
  // draws again, with every field inside its render, on each keystroke, focus and blur (Register
  // Learner: 850 components a keystroke). A screen validates with the contract's form schemas,
  // never an action's request or reply schema: a production build drops those
  // (packages/build/strip-action-schemas-loader.cjs). (The time zone's rule is restated, as below.)
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...ONE_TIME_ZONE,
        {
          selector: "JSXOpeningElement[name.name='Form']:not(:has(> JSXAttribute[name.name='subscription']))",
          message: 'Give <Form> a subscription={{ … }} naming the form state its render reads (submitting, invalid, values …).',
        },
        {
          selector:
            "MemberExpression[property.name=/^(request|response)$/][object.type='MemberExpression'][object.object.name=/Actions$/]",
          message: "Validate with the contract's form schema: a production build drops an action's request and response.",
        },
      ],
    },
  },

  // The server opens every transaction with transactionally() (db/transactionally.ts), so any
  // transaction can hold another as a savepoint. (The rule restates the time zone's: a later
  // block's rule replaces an earlier one's.)
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/db/transactionally.ts', '**/*.test.ts', 'packages/server/src/test-support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...ONE_TIME_ZONE,
        {
          selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
          message: 'Open a transaction with transactionally() (db/transactionally.ts): it nests as a savepoint.',
        },
      ],
    },
  },

  // A rule switched off for a line says why, after `--`.
  {
    extends: [comments.recommended],
    rules: { '@eslint-community/eslint-comments/require-description': 'error' },
  },

  // A type assertion tells the compiler to trust the author: production code keeps one only where
  // the types cannot say it, with the reason on its disable comment. Tests, fixtures and benches
  // assert what they read freely.
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test-support/**',
      'packages/test-support/**',
      'packages/server/src/db/schema.generated.ts',
    ],
    rules: { '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }] },
  },

  // End-to-end tests open their pages in the worker's kept browser profile (e2e/support/fixtures.ts).
  {
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Take test from '../support/fixtures': its pages open in the worker's kept browser profile.",
            },
          ],
        },
      ],
    },
  },

  // Component tests: Testing Library's rules (queries by role and text, awaited async utilities).
  {
    files: ['**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
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
