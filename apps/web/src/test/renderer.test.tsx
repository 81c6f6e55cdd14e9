import { render, screen } from '@testing-library/react';
import { options, type VNode } from 'preact';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, expect, it } from 'vitest';

// Decision 0133: the app ships on Preact, so its tests must render on Preact too. Preact's
// `options.vnode` hook sees every element Preact creates; if the testing library or a
// router component were loaded with the real React, their elements would not pass here.
const previousVnodeHook = options.vnode;
afterEach(() => {
  options.vnode = previousVnodeHook;
});

function WhereAmI() {
  return <p>at {useLocation().pathname}</p>;
}

it('renders the testing library and a library component through Preact', () => {
  const seen = new Set<unknown>();
  options.vnode = (vnode: VNode) => {
    seen.add(vnode.type);
    previousVnodeHook?.(vnode);
  };
  const router = createMemoryRouter([{ path: '/plans', element: <WhereAmI /> }], {
    initialEntries: ['/plans'],
  });

  render(<RouterProvider router={router} />);

  expect(screen.getByText('at /plans')).toBeInTheDocument();
  expect(seen).toContain(RouterProvider);
  expect(seen).toContain(WhereAmI);
});
