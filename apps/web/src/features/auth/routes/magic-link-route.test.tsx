import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as MagicLinkRoute } from './magic-link-route';

const TOKEN = 'tok_0123456789abcdef0123';

function renderMagicLink(at: string) {
  return renderRoute({
    at,
    strictMode: true,
    routes: [
      { path: '/auth/magic', Component: MagicLinkRoute },
      { path: '/subscriptions', element: <p>Dashboard page</p> },
      { path: '/setup', element: <p>Device setup page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
  });
}

describe('/auth/magic', () => {
  it('spends the token exactly once, even in StrictMode, and opens the dashboard', async () => {
    const network = fakeFetch({
      'POST /api/v2/auth/magic-link/consume': { body: { redirect_to: '/subscriptions' } },
    });
    renderMagicLink(`/auth/magic?token=${TOKEN}`);

    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(network.calls).toEqual([
      { method: 'POST', path: '/api/v2/auth/magic-link/consume', body: { token: TOKEN } },
    ]);
  });

  it.each([
    ['/setup', 'Device setup page'],
    ['//evil.example/setup', 'Dashboard page'],
    ['https://evil.example/', 'Dashboard page'],
  ])('goes on to ?next=%s only when it is a path of this site', async (next, landing) => {
    fakeFetch({
      'POST /api/v2/auth/magic-link/consume': { body: { redirect_to: '/subscriptions' } },
    });
    renderMagicLink(`/auth/magic?token=${TOKEN}&next=${encodeURIComponent(next)}`);
    expect(await screen.findByText(landing)).toBeInTheDocument();
  });

  it('explains a spent or expired link and offers a new one', async () => {
    fakeFetch({
      'POST /api/v2/auth/magic-link/consume': apiError(400, 'invalid_or_expired_link', 'raw'),
    });
    const { user } = renderMagicLink(`/auth/magic?token=${TOKEN}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or has already been used.',
    );
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('does not call the server for a link without a usable token', async () => {
    renderMagicLink('/auth/magic');
    // The setup fails this test on any network call.
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired');
  });
});
