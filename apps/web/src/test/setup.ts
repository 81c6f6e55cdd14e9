import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { runEffectsAfterRender } from '../app/effect-timing';
import { loadStripe } from './stripe-js-pure';

// Decision 0133: the tests render with Preact, and every library goes through Vite's
// transform to reach it, so a test's first lazy panel or route compiles its modules while
// the test waits. `findBy…` and `waitFor` give up after 10 s instead of 1 s: a hang guard, not
// a speed assertion — they still return as soon as the page shows what they look for.
configure({ asyncUtilTimeout: 10_000 });
runEffectsAfterRender();

// Tests fail on noise: a console.error (a React warning, a missing catalogue message) or a
// network call the test did not arrange is a bug, even when the assertions pass.
let noise: string[] = [];

beforeEach(() => {
  noise = [];
  // Stripe.js is a stand-in in every test (./stripe-js-pure.ts); a test arranges its answer.
  loadStripe.mockReset();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    noise.push(`console.error: ${args.map(String).join(' ')}`);
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    noise.push(`unexpected fetch: ${String(input)}`);
    return Promise.reject(new TypeError('No fetch was arranged for this test'));
  });
});

afterEach(() => {
  cleanup();
  const found = noise;
  noise = [];
  if (found.length > 0) throw new Error(`The test made noise:\n${found.join('\n')}`);
});
