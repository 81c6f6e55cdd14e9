import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RootRoute } from '../app/routes/root-route';
import { fakeFetch } from '../test/fake-fetch';
import { renderRoute } from '../test/render-route';

const SANDBOX_TEST_MODE = {
  testMode: true,
  paymentProvider: 'sandbox',
  stripePublishableKey: null,
};

const routes = [
  {
    Component: RootRoute,
    children: [
      { path: '/order', element: <h1>Order page</h1> },
      { path: '/subscriptions', element: <h1>Dashboard</h1> },
    ],
  },
];

describe('the test-mode banner', () => {
  it.each(['/order', '/subscriptions'])(
    'says no real money is taken on %s while the server is in test mode',
    async (at) => {
      const network = fakeFetch({ 'GET /api/v1/site-config': { body: SANDBOX_TEST_MODE } });
      renderRoute({ at, routes });
      const banner = await screen.findByRole('complementary', {
        name: 'Test mode — no real money is taken',
      });
      expect(banner).toHaveTextContent('Test mode — no real money is taken');
      expect(network.calls).toHaveLength(1);
    },
  );

  it('is absent when the server takes real money', async () => {
    const network = fakeFetch({
      'GET /api/v1/site-config': {
        body: { testMode: false, paymentProvider: 'stripe', stripePublishableKey: 'pk_live_x' },
      },
    });
    renderRoute({ at: '/order', routes });
    await screen.findByRole('heading', { name: 'Order page' });
    await expect.poll(() => network.calls.length).toBe(1);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
