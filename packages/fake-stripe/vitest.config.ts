import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'fake-stripe', include: ['src/**/*.test.ts'] } });
