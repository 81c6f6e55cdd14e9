import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';
import { MobileMenuSheet } from './mobile-menu-sheet';

function renderSheet() {
  return renderRoute({
    at: '/order',
    routes: [
      { path: '/order', element: <MobileMenuSheet /> },
      { path: '/vpn-download/linux', element: <h1>Linux page</h1> },
    ],
  });
}

describe('MobileMenuSheet (decision 0061)', () => {
  it("holds the header's menus folded, opens one, and gives focus back on Escape", async () => {
    const { user } = renderSheet();
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const menus = within(sheet).getByRole('navigation', { name: 'Main' });
    for (const name of ['Why Burrow', 'Products', 'Devices', 'Get help', 'Blog'])
      expect(within(menus).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    expect(within(sheet).queryByRole('link', { name: 'Aircove' })).not.toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Get Aircove' })).toHaveAttribute(
      'href',
      '/aircove',
    );

    await user.click(within(menus).getByRole('button', { name: 'Products' }));
    expect(within(sheet).getByRole('link', { name: /eSIM/ })).toHaveTextContent('New!');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    const { user } = renderSheet();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(sheet).getByRole('button', { name: 'Devices' }));
    await user.click(within(sheet).getByRole('link', { name: 'Linux' }));

    expect(await screen.findByRole('heading', { name: 'Linux page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
