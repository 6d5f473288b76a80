import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { areaBoundaries } from './tools/eslint/area-boundaries.js';
import { noImportCycles } from './tools/eslint/no-import-cycles.js';
import { suiteClockOnly } from './tools/eslint/suite-clock-only.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'e2e/artifacts/**', 'bench/results/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { cadence: { rules: { 'area-boundaries': areaBoundaries, 'no-import-cycles': noImportCycles, 'suite-clock-only': suiteClockOnly } } },
    rules: {
      'cadence/area-boundaries': 'error',
      'cadence/no-import-cycles': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    // The build's own config and plugins run in Node, not in the browser.
    ignores: ['apps/web/vite.config.ts', 'apps/web/build/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['node:*'], message: 'The web app runs in the browser.' }],
          paths: [{ name: 'zod', message: "Use the shared schemas (and `z` from @cadence/shared's zod.ts, which configures zod)." }],
        },
      ],
    },
  },
  {
    // zod is configured once (product error messages, no eval under the CSP) in packages/shared/src/zod.ts.
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import `z` from '../zod' (or './zod'): it carries the project's zod configuration." }] }] },
  },
  {
    // Plain scripts the browser loads as they are (e.g. the theme applied before first paint).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // The API suite keeps modules loaded between test files (apps/server/vitest.config.ts, isolate: false):
    // a module mock or a changed environment would leak into the next file. Pass fakes in through the app's options.
    files: ['apps/server/src/**/*.test.ts', 'apps/server/src/testing/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'useFakeTimers'].map((property) => ({ object: 'vi', property, message: 'API test files share loaded modules: pass a fake through the app options instead.' })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression[left.object.object.name='process'][left.object.property.name='env'], UnaryExpression[operator='delete'] > MemberExpression[object.object.name='process'][object.property.name='env']",
          message: 'API test files share one process: pass settings to the test app instead of changing process.env.',
        },
        {
          // issue 17: every test that depends on "now" sets it.
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now'], NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Time is an input of the tests: read the test clock (createTestClock, t.clock), or performance.now() for a duration.",
        },
      ],
    },
  },
  {
    // The unit projects keep loaded modules between files too (their vitest.config.ts: isolate: false).
    files: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({ object: 'vi', property, message: 'Unit test files share loaded modules: a module mock would reach the next file. Pass the dependency in instead.' })),
      ],
    },
  },
  {
    // issue 17: the browser suite reads "now" from its own clock (e2e/support/suite-clock.ts).
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/suite-clock.ts'],
    rules: {
      'cadence/suite-clock-only': 'error',
      'no-restricted-properties': ['error', { object: 'browser', property: 'newContext', message: "Use newDeviceContext(browser) from './support/fixtures': it gives the context the suite's clock and zone." }],
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import `test` from './support/fixtures': it sets the suite's clock and zone on every browser context." }] }],
    },
  },
  {
    files: ['bench/**', 'scripts/**', 'e2e/**', 'apps/server/build.mjs', 'apps/server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
