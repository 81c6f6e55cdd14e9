import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Component tests render whole routes in jsdom; on a busy 2-core CI machine a few take
    // longer than vitest's 5 s default. This is a hang guard, not a speed assertion.
    testTimeout: 20_000,
    unstubGlobals: true,
  },
});
