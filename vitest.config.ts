import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// One vitest run over every workspace; each project keeps its own config.
export default defineConfig({
  test: {
    // vitest's default is one worker less than the cores: a single worker on a 2-core machine,
    // while server tests spend much of their time waiting on PostgreSQL and child processes.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      'packages/domain',
      'packages/contract',
      'packages/fake-stripe',
      'apps/server',
      'apps/web',
      'examples/vpn-gateway',
    ],
    // Coverage is enforced for the pure business rules, where every branch is a product rule
    // (docs/product.md). `npm test` turns it on for the domain project only; instrumenting the
    // server and web workers too would slow them and measure nothing we hold a bar for.
    coverage: {
      provider: 'v8',
      enabled: false,
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
      // One directory per run: several people or agents test this checkout at once, and a
      // shared ./coverage/.tmp makes one run delete another's raw coverage mid-report.
      reportsDirectory: path.join(os.tmpdir(), `burrow-coverage-${process.pid}`),
    },
  },
});
