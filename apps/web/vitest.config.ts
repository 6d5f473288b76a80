import { defineConfig } from 'vitest/config';

// Pure browser-side rules (no DOM rendering): the screens themselves are proven by the e2e suite.
export default defineConfig({
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' },
});
