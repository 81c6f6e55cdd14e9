import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'vpn-gateway', include: ['test/**/*.test.ts'] } });
