import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
// RouterProvider from `react-router`, not `react-router/dom` as main.tsx uses: under
// Vitest, Node loads `react-router/dom` as CommonJS and it brings a second copy of the
// router context. The `/dom` variant only adds react-dom's flushSync, which tests do not need.
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { englishCatalogue } from './english-catalogue';

interface RenderRouteOptions {
  /** The URL the test starts on. */
  at: string;
  routes: RouteObject[];
  /**
   * Render in StrictMode, as the app does in development, to prove an effect survives being
   * run twice. Off by default: StrictMode also remounts queries, which cancels and repeats
   * their requests, and tests count requests as production makes them.
   */
  strictMode?: boolean;
}

/**
 * Renders real route components in the app's providers and a memory router. Tests add plain
 * marker routes for the places a page navigates to.
 */
export function renderRoute({ at, routes, strictMode = false }: RenderRouteOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const app = (
    <AppProviders queryClient={queryClient} messages={englishCatalogue}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, user, queryClient };
}
