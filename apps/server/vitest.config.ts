import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    // Migrates and seeds one database of each kind per run; tests start from copies.
    globalSetup: ['test/support/database-templates.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
