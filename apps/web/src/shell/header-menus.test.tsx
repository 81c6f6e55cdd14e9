import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics, initAnalytics, resetAnalytics } from '../lib/analytics/analytics';
import { renderRoute } from '../test/render-route';
import { apiError, fakeFetch } from '../test/fake-fetch';
import { ContactButton } from './contact-button';
import { SiteHeader } from './site-header';

afterEach(resetAnalytics);

function renderHeader() {
  return renderRoute({
    at: '/',
    routes: [{ path: '*', element: <SiteHeader /> }],
  });
}

describe('SiteHeader (docs/product.md#the-site-shell)', () => {
  it('opens a dropdown with its targets and the New! badge, and closes it with Escape', async () => {
    const { user } = renderHeader();
    const products = screen.getByRole('button', { name: 'Products' });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(products.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Aircove' })).toHaveAttribute(
      'href',
      '/aircove',
    );
    expect(within(panel).getByRole('link', { name: /eSIM/ })).toHaveTextContent('New!');

    await user.keyboard('{Escape}');
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(products).toHaveFocus();
  });

  it('has the five menus, the call-to-action buttons, the logo and the account icon', () => {
    renderHeader();
    for (const name of ['Why Burrow', 'Products', 'Devices', 'Get help', 'Blog'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Aircove' })).toHaveAttribute('href', '/aircove');
    expect(screen.getByRole('link', { name: 'Set up' })).toHaveAttribute('href', '/setup');
    expect(screen.getByRole('link', { name: 'Burrow home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  });

  it('tracks clicks with the header tracking categories', async () => {
    initAnalytics({ hasConsent: () => true, loadTransport: vi.fn(), trackingQueue: [] });
    const click = vi.spyOn(analytics(), 'click').mockImplementation(() => undefined);
    const { user } = renderHeader();
    await user.click(screen.getByRole('link', { name: 'Get Aircove' }));
    await user.click(screen.getByRole('button', { name: 'Get help' }));
    await user.click(screen.getByRole('link', { name: 'Support center' }));
    await user.click(screen.getByRole('button', { name: 'Blog' }));
    await user.click(
      within(screen.getAllByRole('list').at(-1)!).getByRole('link', { name: 'Blog' }),
    );
    expect(click.mock.calls).toEqual([
      ['Get Aircove', 'Get Aircove'],
      ['Support', 'Support center'],
      ['Blog', 'Blog'],
    ]);
  });
});

describe('ContactButton (decision 0099)', () => {
  it('opens the contact form, promising no live chat, and gives focus back on close', async () => {
    fakeFetch({ 'GET /api/v2/users/me': apiError(401, 'unauthenticated') });
    const { user } = renderRoute({ at: '/', routes: [{ path: '/', element: <ContactButton /> }] });
    const button = screen.getByRole('button', { name: 'Contact us' });
    expect(button).not.toHaveTextContent('Online');
    await user.click(button);
    // The panel and its form load on first open.
    const panel = await screen.findByRole('dialog', { name: 'Contact us' }, { timeout: 5000 });
    expect(within(panel).getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  });
});
