import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes as appRoutes } from '../app/router';
import { RootRoute } from '../app/routes/root-route';
import { fakeFetch } from '../test/fake-fetch';
import { renderRoute } from '../test/render-route';
import { Component as CheckoutLayout } from './checkout-layout';
import { FOCUSED_CHROME_HANDLE } from './focused-chrome';

const TEST_MODE = { testMode: true, paymentProvider: 'sandbox', stripePublishableKey: null };

const routes = [
  {
    Component: RootRoute,
    children: [
      {
        Component: CheckoutLayout,
        handle: FOCUSED_CHROME_HANDLE,
        children: [{ path: '/checkout', element: <h1>Checkout</h1> }],
      },
    ],
  },
];

describe('the focused frame around checkout', () => {
  it('has the logo, "Secure checkout", the language and one legal line: no menus, footer or chat', async () => {
    fakeFetch({ 'GET /api/v1/site-config': { body: TEST_MODE } });
    renderRoute({ at: '/checkout', routes });
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Secure checkout');
    expect(screen.getByRole('link', { name: 'Burrow home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: /^Language: English/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/tos');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.queryByRole('button', { name: /chat|contact/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // Nothing else leads away: the skip link, the logo and the legal pages (refunds included).
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#main-content',
      '/',
      '/privacy-policy',
      '/tos',
      '/refund-policy',
    ]);
    // Test mode is still said, once, in the page rather than floating over Pay.
    const banners = await screen.findAllByRole('complementary', {
      name: 'Test mode — no real money is taken',
    });
    expect(banners).toHaveLength(1);
    expect(banners[0]).not.toHaveClass('fixed');
  });

  it('is where the app’s route table puts /checkout, and only /checkout', () => {
    const root = appRoutes[0]!;
    const focused = root.children!.filter((route) => route.handle === FOCUSED_CHROME_HANDLE);
    expect(focused).toHaveLength(1);
    expect(focused[0]!.children!.map((route) => route.path)).toEqual(['checkout']);
    const publicRoutes = root.children!.find((route) => route.Component)!.children!;
    expect(publicRoutes.map((route) => route.path)).not.toContain('checkout');
  });
});
