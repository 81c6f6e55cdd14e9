import { defineConfig } from 'vitest/config';
import { preactCompatAliases } from './preact-compat';

export default defineConfig({
  // Decision 0133: the tests render with Preact, as the browser does. The aliases reach only
  // modules Vite transforms, so every dependency is inlined: an externalised library would
  // load the real React from node_modules and test a renderer that never ships.
  // Packages resolve as for the browser (their ES module builds, not Node's CommonJS ones):
  // Vite rewrites an `import` through the aliases, but a CommonJS `require('react')` would
  // bypass them and load the real React.
  resolve: {
    alias: preactCompatAliases,
    conditions: ['module', 'browser', 'development|production'],
    mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    server: { deps: { inline: true } },
    restoreMocks: true,
    // Component tests render whole routes in jsdom; on a busy 2-core CI machine a few take
    // longer than vitest's 5 s default. This is a hang guard, not a speed assertion.
    testTimeout: 20_000,
    unstubGlobals: true,
  },
});
