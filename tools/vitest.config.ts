import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'tools', include: ['eslint/**/*.test.js', 'citations/**/*.test.js'] },
});
