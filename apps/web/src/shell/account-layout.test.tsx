import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installLoginRedirect } from '../app/login-redirect';
import { createCurrentUser, createSubscription } from '../test/builders';
import { apiError, fakeFetch } from '../test/fake-fetch';
import { renderRoute } from '../test/render-route';
import { Component as AccountLayout } from './account-layout';

const ME = 'GET /api/v2/users/me';
const SUBSCRIPTIONS = 'GET /api/v2/subscriptions/';
const POLICY = 'GET /api/v2/account/navigation-policy';
const policy = {
  sanctioned_countries: ['IR'],
  expert_program_enabled: false,
  referral_program_enabled: true,
};
/** A signed-in consumer with one healthy subscription: the menu's answers besides `me`. */
const menuData = {
  [SUBSCRIPTIONS]: { body: { subscriptions: [createSubscription()] } },
  [POLICY]: { body: policy },
};
let uninstall: () => void = () => undefined;
afterEach(() => uninstall());

function renderAccount() {
  const view = renderRoute({
    at: '/subscriptions',
    routes: [
      {
        Component: AccountLayout,
        children: [{ path: '/subscriptions', element: <h1>Dashboard page</h1> }],
      },
      { path: '/login', element: <p>Login page</p> },
    ],
  });
  uninstall = installLoginRedirect(view.router);
  return view;
}

describe('account layout', () => {
  it('opens and closes the mobile menu sheet, with My account open in it', async () => {
    fakeFetch({ [ME]: { body: createCurrentUser() }, ...menuData });
    const { user } = renderAccount();
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Account menu' });
    const group = within(sheet).getByRole('button', { name: 'My account' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(sheet).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sheet).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Account menu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the sheet when a menu link is followed', async () => {
    fakeFetch({ [ME]: { body: createCurrentUser() }, ...menuData });
    const { user } = renderAccount();
    await screen.findByRole('heading', { name: 'Dashboard page' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Account menu' });
    await user.click(within(sheet).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('folds and unfolds the My account group', async () => {
    fakeFetch({ [ME]: { body: createCurrentUser() }, ...menuData });
    const { user } = renderAccount();
    await screen.findByRole('heading', { name: 'Dashboard page' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Account menu' });

    await user.click(within(sheet).getByRole('button', { name: 'My account' }));
    expect(within(sheet).getByRole('button', { name: 'My account' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(
      within(sheet).queryByRole('link', { name: 'Account & Billing' }),
    ).not.toBeInTheDocument();
    // The dashboard sits above the groups and never folds away.
    expect(within(sheet).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'My account' }));
    expect(within(sheet).getByRole('link', { name: 'Account & Billing' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, remembering the page', async () => {
    fakeFetch({
      [ME]: apiError(401, 'unauthenticated'),
      [SUBSCRIPTIONS]: apiError(401, 'unauthenticated'),
      [POLICY]: apiError(401, 'unauthenticated'),
    });
    const { router } = renderAccount();

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fsubscriptions');
  });

  it('offers a retry when the account cannot be loaded', async () => {
    fakeFetch({
      [ME]: [apiError(503, 'service_unavailable'), { body: createCurrentUser() }],
      ...menuData,
    });
    const { user } = renderAccount();

    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('Burrow is briefly unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('signs out from the menu and lands on the sign-in page', async () => {
    const network = fakeFetch({
      [ME]: { body: createCurrentUser() },
      ...menuData,
      'POST /api/v2/auth/logout': { body: {} },
    });
    const { user, router } = renderAccount();
    await screen.findByRole('heading', { name: 'Dashboard page' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Account menu' });
    await user.click(within(sheet).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    const calls = network.calls.map((call) => `${call.method} ${call.path}`);
    expect(calls.filter((call) => call !== SUBSCRIPTIONS && call !== POLICY)).toEqual([
      ME,
      'POST /api/v2/auth/logout',
    ]);
  });
});
