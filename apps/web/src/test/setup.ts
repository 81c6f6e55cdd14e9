import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Tests fail on noise: a console.error (a React warning, a missing catalogue message) or a
// network call the test did not arrange is a bug, even when the assertions pass.
let noise: string[] = [];

beforeEach(() => {
  noise = [];
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
