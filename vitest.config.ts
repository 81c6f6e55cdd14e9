import { defineConfig } from 'vitest/config';

// One vitest run over every workspace; each project keeps its own config.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contract', 'apps/server', 'apps/web'],
  },
});
