import { defineConfig } from 'vitest/config';

// Every test file gets its own database (a PGlite copy or a PostgreSQL database from a template), so
// files may run side by side. Vitest's default (cores − 1) runs them one at a time on a 2-core machine,
// where most of a file's time is spent waiting on the database or on argon2: two workers finish sooner.
const workers = Number(process.env.API_TEST_WORKERS ?? 2);
// Nothing in these tests mocks a module or changes process.env, and each file builds its own app on its
// own database: a worker may keep the app's modules loaded from one file to the next instead of
// importing them again for every file (import was two thirds of the suite's time).

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: workers,
    isolate: false,
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
