import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createCurrentUser } from '../test/builders';
import { apiError, fakeFetch } from '../test/fake-fetch';
import { renderRoute } from '../test/render-route';
import { HeaderSessionLinks } from './header-session-links';

const ME = 'GET /api/v2/users/me';

function renderLinks() {
  return renderRoute({
    at: '/',
    routes: [
      { path: '/', element: <HeaderSessionLinks /> },
      { path: '/order', element: <p>Plans page</p> },
      { path: '/subscriptions', element: <p>Dashboard page</p> },
    ],
  });
}

describe('the public header’s buttons', () => {
  it('send a visitor to the plans, not to an account without a plan', async () => {
    const network = fakeFetch({ [ME]: apiError(401, 'unauthenticated') });
    const { user } = renderLinks();
    await vi.waitFor(() => expect(network.calls).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('link', { name: 'Get Burrow' }));
    expect(await screen.findByText('Plans page')).toBeInTheDocument();
  });

  it('show a signed-in customer their account instead of signing in again', async () => {
    fakeFetch({ [ME]: { body: createCurrentUser() } });
    const { user } = renderLinks();
    await user.click(await screen.findByRole('link', { name: 'My account' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Burrow' })).not.toBeInTheDocument();
  });
});
