import type { Alias } from 'vite';

/**
 * Decision 0133: the app is written against React's API (and typed by @types/react), but
 * what ships — and what the component tests render — is Preact through preact/compat.
 * Both vite.config.ts and vitest.config.ts take these aliases, so no test passes on a
 * renderer the browser never runs.
 *
 * Exact-match patterns: a bare `react` string would also capture `react/jsx-runtime`, and
 * the renderer-specific entry points each have their own compat file.
 */
export const preactCompatAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // @testing-library/react reaches for act() here when `react` has none.
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
