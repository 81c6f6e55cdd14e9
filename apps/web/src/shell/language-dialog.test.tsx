import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authKeys } from '../features/auth/api/query-keys';
import { fakeFetch } from '../test/fake-fetch';
import { renderRoute } from '../test/render-route';
import { LanguageDialog } from './language-dialog';

function renderDialog(at: string) {
  const assign = vi.fn();
  const view = renderRoute({
    at,
    routes: [{ path: '*', element: <LanguageDialog assign={assign} /> }],
  });
  return { ...view, assign };
}

function clearLocaleCookie() {
  document.cookie = 'locale=; path=/; max-age=0';
}

describe('LanguageDialog', () => {
  it('lists the 29 published languages in their own names, two columns then four', async () => {
    const { user } = renderDialog('/account-billing');
    const trigger = screen.getByRole('button', { name: /Language: English/ });
    await user.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Choose Language' });
    const options = within(dialog).getAllByRole('listitem');
    expect(options).toHaveLength(29);
    expect(within(dialog).getByRole('button', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(within(dialog).getByRole('button', { name: '日本語' })).toHaveAttribute('lang', 'ja');
    expect(within(dialog).getByRole('button', { name: 'العربية' })).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(dialog).getByTestId('language-list')).toHaveClass(
      'grid-cols-2',
      'md:grid-cols-4',
    );
  });

  it('sets the cookie and opens the same page, query and all, under the new prefix', async () => {
    clearLocaleCookie();
    const { user, assign } = renderDialog('/account-billing?tab=invoices');
    await user.click(screen.getByRole('button', { name: /Choose Language/ }));
    await user.click(await screen.findByRole('button', { name: 'Deutsch' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/de/account-billing?tab=invoices'));
    expect(document.cookie).toContain('locale=de');
  });

  it('saves the choice on the signed-in account before leaving', async () => {
    clearLocaleCookie();
    const api = fakeFetch({ 'PUT /api/v2/users/locale': { body: { locale: 'jp' } } });
    const { user, assign, queryClient } = renderDialog('/checkout');
    queryClient.setQueryData(authKeys.currentUser(), { krn: 'krn:user:1' });
    await user.click(screen.getByRole('button', { name: /Choose Language/ }));
    await user.click(await screen.findByRole('button', { name: '日本語' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/jp/checkout'));
    expect(api.calls).toEqual([
      { method: 'PUT', path: '/api/v2/users/locale', body: { locale: 'jp' } },
    ]);
  });

  it('still switches when the account cannot be updated', async () => {
    fakeFetch({
      'PUT /api/v2/users/locale': { status: 503, body: { error: { code: 'x', message: 'm' } } },
    });
    const { user, assign, queryClient } = renderDialog('/subscriptions');
    queryClient.setQueryData(authKeys.currentUser(), { krn: 'krn:user:1' });
    await user.click(screen.getByRole('button', { name: /Choose Language/ }));
    await user.click(await screen.findByRole('button', { name: 'English' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/subscriptions'));
    expect(document.cookie).toContain('locale=en');
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const { user, assign } = renderDialog('/');
    const trigger = screen.getByRole('button', { name: /Choose Language/ });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
  });
});
