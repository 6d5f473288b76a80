import { defineConfig } from 'vitest/config';

// Pure browser-side rules (no DOM rendering): the screens themselves are proven by the e2e suite.
// The zone is pinned west of UTC (issue 7 §6): a date shifted by a zone shows as the day before
// there, where in UTC (the CI default) it would pass unnoticed.
export default defineConfig({
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node', env: { TZ: 'America/Los_Angeles' } },
});
