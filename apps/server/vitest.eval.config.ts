import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run eval:ai` (issue 18 §7): the AI evaluation, apart from the test suite (it measures, and prints
// its figures), on the same migrated database as the API tests.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'ai-eval',
    include: ['src/ai/eval/**/*.eval.ts'],
    pool: 'forks',
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
