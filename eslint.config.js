import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      '**/node_modules/**',
      'bench/results/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through apps/server/src/platform/config.ts.',
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/platform/config.ts',
      'scripts/**',
      'e2e/**',
      'bench/**',
      '**/vite.config.ts',
      '**/vitest.config.ts',
      'apps/server/test/**',
      'apps/server/scripts/**',
      'examples/vpn-gateway/src/main.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Decision 0137: a page bundles only the endpoints it imports, one module each.
    files: ['apps/web/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@burrow/contract/endpoints',
              allowTypeImports: true,
              message:
                'Import the endpoint from @burrow/contract/endpoints/<name>: the registry would put every endpoint and schema in the bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/*'],
              message:
                "Features do not import each other's internals; share through src/lib or src/components.",
            },
          ],
        },
      ],
    },
  },
);
