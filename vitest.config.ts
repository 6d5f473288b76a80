import { defineConfig } from 'vitest/config';

// Each workspace owns its project config; `npm run test:unit` and `npm run test:api` pick projects by name.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'tools'],
  },
});
