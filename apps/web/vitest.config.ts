import { defineConfig } from 'vitest/config';

// Pure browser-side rules (no DOM rendering): the screens themselves are proven by the e2e suite.
// The zone is pinned west of UTC (issue 7 §6): a date shifted by a zone shows as the day before
// there, where in UTC (the CI default) it would pass unnoticed.
// No file mocks a module; a global a file stubs or a fake clock it sets is put back in the file itself.
// So a worker keeps the modules it has loaded from one file to the next (import was most of the unit
// suite's time; CI's 25 minutes).
export default defineConfig({
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node', env: { TZ: 'America/Los_Angeles' }, isolate: false },
});
