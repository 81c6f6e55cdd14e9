import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compiledMessages } from './compiled-messages';
import { preactCompatAliases } from './preact-compat';

const stripeJsStandIn = fileURLToPath(new URL('./src/test/stripe-js-pure.ts', import.meta.url));

export default defineConfig({
  // Decision 0137: catalogues parsed at build time and react-intl without the ICU parser, as built.
  plugins: [compiledMessages()],
  // Decision 0133: the tests render with Preact, as the browser does. The aliases reach only
  // modules Vite transforms, so every dependency is inlined: an externalised library would
  // load the real React from node_modules and test a renderer that never ships.
  // Packages resolve as for the browser (their ES module builds, not Node's CommonJS ones):
  // Vite rewrites an `import` through the aliases, but a CommonJS `require('react')` would
  // bypass them and load the real React.
  resolve: {
    alias: [
      ...preactCompatAliases,
      // Stripe.js is never fetched in a test: `loadStripe` is a stand-in each test arranges.
      { find: /^@stripe\/stripe-js\/pure$/, replacement: stripeJsStandIn },
    ],
    conditions: ['module', 'browser', 'development|production'],
    mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    server: { deps: { inline: true } },
    // Decision 0138: a worker runs its test files one after another in one jsdom process and
    // evaluates the app and every library once, not once per file (a fresh process, jsdom and
    // module graph per file was two thirds of this project's time). What a file could
    // leave behind is reset by the setup after each test (DOM, spies, replaced globals);
    // no test file mocks a module (a stand-in is an alias, as for Stripe.js above).
    isolate: false,
    restoreMocks: true,
    // Component tests render whole routes in jsdom; on a busy 2-core CI machine a few take
    // longer than vitest's 5 s default. This is a hang guard, not a speed assertion.
    testTimeout: 20_000,
    unstubGlobals: true,
  },
});
