import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { readConsent } from '../lib/consent/consent';
import { englishCatalogue } from '../test/english-catalogue';
import { SiteFooter } from './site-footer';

function renderFooter(locale = 'en') {
  const router = createMemoryRouter([{ path: '*', element: <SiteFooter /> }], {
    initialEntries: ['/'],
  });
  render(
    <AppProviders locale={locale} messages={englishCatalogue}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return userEvent.setup();
}

afterEach(() => {
  document.cookie = 'cookie_consent=; path=/; max-age=0';
});

describe('SiteFooter (docs/product.md#the-site-shell)', () => {
  it('in English: the blog block, four columns, unprefixed legal links, five social links, the year', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'From the blog' })).toBeInTheDocument();
    for (const heading of ['Devices', 'VPN servers', 'Products', 'Company'])
      expect(within(footer).getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      '/tos',
    );
    expect(
      within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link'),
    ).toHaveLength(5);
    expect(within(footer).getByRole('link', { name: 'United States' })).toHaveAttribute(
      'href',
      '/vpn-server/us',
    );
    expect(footer).toHaveTextContent(`© ${new Date().getUTCFullYear()} Burrow`);
    expect(screen.queryByTestId('device-icon-row')).not.toBeInTheDocument();
  });

  it.each([
    ['de', true],
    ['fr', true],
    ['pl', true],
    ['it', false],
    ['ja', false],
  ])('in %s: legal links prefixed, no blog block, device icons %s', (tag, icons) => {
    renderFooter(tag);
    const site = tag === 'ja' ? 'jp' : tag;
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      `/${site}/privacy-policy`,
    );
    expect(within(footer).getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      `/${site}/tos`,
    );
    expect(within(footer).queryByRole('heading', { name: 'From the blog' })).toBeNull();
    expect(screen.queryByTestId('device-icon-row') !== null).toBe(icons);
  });

  it('saves the cookie choice from the change-preferences dialog', async () => {
    const user = renderFooter();
    expect(readConsent()).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Cookie preferences' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    const checkbox = within(dialog).getByRole('checkbox', { name: /Analytics cookies/ });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    await user.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readConsent()).toBe('analytics');
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('checkbox', { name: /Analytics cookies/ }));
    await user.click(within(again).getByRole('button', { name: 'Save preferences' }));
    expect(readConsent()).toBe('necessary');
  });
});
