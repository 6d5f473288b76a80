import { defineConfig } from 'vitest/config';

// Pure rules: nothing here mocks a module or changes a global, so a worker keeps the modules it has
// loaded from one file to the next instead of importing them again for each (import was most of the
// unit suite's time; CI's 25 minutes).
export default defineConfig({
  test: { name: 'shared', include: ['src/**/*.test.ts'], isolate: false },
});
