import type { AccountDeletion } from '@burrow/contract/account-settings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCurrentUser, createSubscription, daysFromNow } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { AccountBillingPage } from './account-billing-page';
import type { RenewalSlots } from './autobill-section';

const ME = 'GET /api/v2/users/me';
const SUBSCRIPTIONS = 'GET /api/v2/subscriptions/';
const DELETION = 'GET /api/v2/users/deletion';

const noDeletion: AccountDeletion = {
  status: 'none',
  requested_at: null,
  completes_at: null,
  grace_period_days: 14,
  blocking_subscriptions: [],
};
const pendingDeletion: AccountDeletion = {
  ...noDeletion,
  status: 'pending',
  requested_at: '2026-06-15T12:00:00.000Z',
  completes_at: '2026-06-29T12:00:00.000Z',
};

type Answers = Parameters<typeof fakeFetch>[0];

function renderPage(answers: Answers = {}, renewal?: RenewalSlots) {
  const network = fakeFetch({
    [ME]: { body: createCurrentUser({ email: 'ada@example.com' }) },
    [SUBSCRIPTIONS]: { body: { subscriptions: [] } },
    [DELETION]: { body: noDeletion },
    ...answers,
  });
  const view = renderRoute({
    at: '/account-billing',
    routes: [
      {
        path: '/account-billing',
        element: <AccountBillingPage invoices={<p>Invoice list slot</p>} renewal={renewal} />,
      },
      { path: '/account-deleted', element: <p>Deleted page</p> },
    ],
  });
  return { ...view, network };
}

const section = (name: string) => screen.findByRole('region', { name });

describe('/account-billing', () => {
  it('shows the page with the invoices slot and every settings section', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account & Billing' }),
    ).toBeInTheDocument();
    expect(within(await section('Invoices')).getByText('Invoice list slot')).toBeInTheDocument();
    expect(
      await within(await section('Email address')).findByText('ada@example.com'),
    ).toBeInTheDocument();
    expect(await section('Password')).toBeInTheDocument();
    expect(
      await within(await section('Automatic renewal')).findByText(
        'You have no running subscriptions to renew.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(await section('Delete account')).findByText(/14 days after you ask/),
    ).toBeInTheDocument();
  });

  describe('automatic renewal', () => {
    it('opens the turn-off flow from the switch instead of turning renewal off at once', async () => {
      const on = createSubscription({
        plan_name: 'Burrow VPN Premium',
        next_payment_date: daysFromNow(30),
      });
      const { user, network } = renderPage(
        {
          [SUBSCRIPTIONS]: { body: { subscriptions: [on] } },
        },
        {
          offFlow: ({ subscription, open, onClose, onDone }) =>
            open && (
              <div role="dialog" aria-label={`Flow for ${subscription.plan_name}`}>
                <button
                  type="button"
                  onClick={() => {
                    onDone('renewal_off');
                    onClose();
                  }}
                >
                  Confirm in the flow
                </button>
              </div>
            ),
          pauseNotice: () => null,
        },
      );
      const toggle = await screen.findByRole('switch', {
        name: 'Automatic renewal of Burrow VPN Premium',
      });
      expect(toggle).toHaveAttribute('aria-checked', 'true');
      expect(screen.getByText(/^Renews on/)).toBeInTheDocument();
      await user.click(toggle);
      const flow = screen.getByRole('dialog', { name: 'Flow for Burrow VPN Premium' });
      expect(network.calls.filter((call) => call.method === 'POST')).toEqual([]);
      await user.click(within(flow).getByRole('button', { name: 'Confirm in the flow' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('shows a paused subscription with the pause notice instead of the switch', async () => {
      const paused = createSubscription({
        plan_name: 'Burrow VPN Basic',
        active: false,
        pause: { started_at: daysFromNow(-3), resumes_on: daysFromNow(27) },
      });
      renderPage(
        { [SUBSCRIPTIONS]: { body: { subscriptions: [paused] } } },
        {
          offFlow: () => null,
          pauseNotice: (subscription) => <p>Pause notice of {subscription.plan_name}</p>,
        },
      );
      expect(await screen.findByText('Pause notice of Burrow VPN Basic')).toBeInTheDocument();
      expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    });

    it('explains a refusal, lists only running subscriptions, and has no switch for store ones', async () => {
      const off = createSubscription({
        plan_name: 'Burrow VPN Basic',
        auto_billing_enabled: false,
      });
      const store = createSubscription({ plan_name: 'Burrow VPN VIP', supports_autobill: false });
      const ended = createSubscription({
        plan_name: 'Old plan',
        active: false,
        state: 'cancelled',
      });
      const { user } = renderPage({
        [SUBSCRIPTIONS]: { body: { subscriptions: [off, store, ended] } },
        [`POST /api/v2/subscriptions/${off.subscription_id}/autobill-on`]: apiError(
          409,
          'payment_method_required',
        ),
      });
      await user.click(
        await screen.findByRole('switch', { name: 'Automatic renewal of Burrow VPN Basic' }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Add a payment method first, then turn automatic renewal on.',
      );
      expect(
        screen.getByText('Renewal of this subscription is managed where you bought it.'),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('switch')).toHaveLength(1);
      expect(screen.queryByText('Old plan')).not.toBeInTheDocument();
    });

    it('offers a retry when the subscriptions do not load', async () => {
      const { user } = renderPage({
        [SUBSCRIPTIONS]: [
          apiError(503, 'service_unavailable'),
          { body: { subscriptions: [createSubscription({ plan_name: 'Burrow VPN Basic' })] } },
        ],
      });
      const renewal = await section('Automatic renewal');
      await user.click(await within(renewal).findByRole('button', { name: 'Try again' }));
      expect(
        await within(renewal).findByRole('switch', {
          name: 'Automatic renewal of Burrow VPN Basic',
        }),
      ).toBeInTheDocument();
    });
  });

  describe('change email', () => {
    it('sends the current and new address with the password and says where the link went', async () => {
      const { user, network } = renderPage({
        'POST /api/v2/users/email/update': {
          status: 202,
          body: { status: 'confirmation_sent', new_email: 'ada@new.example' },
        },
      });
      const form = await section('Email address');
      await user.type(within(form).getByLabelText('New email address'), ' Ada@New.Example ');
      await user.type(within(form).getByLabelText('Password'), 'my long password');
      await user.click(within(form).getByRole('button', { name: 'Change email' }));
      expect(await within(form).findByRole('status')).toHaveTextContent(
        'We sent a confirmation link to ada@new.example.',
      );
      expect(network.calls.find((call) => call.method === 'POST')?.body).toEqual({
        old_email: 'ada@example.com',
        new_email: 'ada@new.example',
        password: 'my long password',
      });
      expect(within(form).getByLabelText('Password')).toHaveValue('');
    });

    it('checks the form before calling the server', async () => {
      const { user } = renderPage();
      const form = await section('Email address');
      await user.type(within(form).getByLabelText('New email address'), 'ADA@example.com');
      await user.click(within(form).getByRole('button', { name: 'Change email' }));
      expect(
        await within(form).findByText('Enter an address different from your current one.'),
      ).toBeInTheDocument();
      expect(within(form).getByText('Enter your password.')).toBeInTheDocument();
      await user.clear(within(form).getByLabelText('New email address'));
      await user.type(within(form).getByLabelText('New email address'), 'not-an-email');
      await user.click(within(form).getByRole('button', { name: 'Change email' }));
      expect(
        await within(form).findByText('Enter a valid email address, like name@example.com.'),
      ).toBeInTheDocument();
    });

    it.each([
      ['a wrong password', 403, 'incorrect_password', 'Password', 'The password is not correct.'],
      [
        'a taken address',
        409,
        'email_taken',
        'New email address',
        'Another account already uses this email address.',
      ],
    ])('shows %s by its field', async (_case, status, code, label, message) => {
      const { user } = renderPage({
        'POST /api/v2/users/email/update': apiError(status, code, 'RAW SERVER TEXT'),
      });
      const form = await section('Email address');
      await user.type(within(form).getByLabelText('New email address'), 'ada@new.example');
      await user.type(within(form).getByLabelText('Password'), 'my long password');
      await user.click(within(form).getByRole('button', { name: 'Change email' }));
      await waitFor(() =>
        expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(message),
      );
      expect(within(form).getByLabelText(label)).toHaveFocus();
      expect(screen.queryByText(/RAW SERVER TEXT/)).not.toBeInTheDocument();
    });

    it('asks an account without a password for no password, and tells it why', async () => {
      const { user, network } = renderPage({
        [ME]: { body: createCurrentUser({ email: 'ada@example.com', has_password: false }) },
        'POST /api/v2/users/email/update': apiError(403, 'reauthentication_required'),
      });
      const form = await section('Email address');
      expect(within(form).queryByLabelText('Password')).not.toBeInTheDocument();
      expect(within(form).getByText(/within 15 minutes of signing in with a link/)).toBeVisible();
      await user.type(within(form).getByLabelText('New email address'), 'ada@new.example');
      await user.click(within(form).getByRole('button', { name: 'Change email' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'For your security, sign in again with an emailed link',
      );
      expect(network.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        password: '',
      });
    });
  });

  describe('change password', () => {
    it('saves a new password and says other devices were signed out', async () => {
      const { user, network } = renderPage({ 'PUT /api/v2/users/password/update': { body: {} } });
      const form = await section('Password');
      await user.type(within(form).getByLabelText('Current password'), 'old long password');
      await user.type(within(form).getByLabelText(/^New password/), 'new long password');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(await within(form).findByRole('status')).toHaveTextContent(
        'Your password was saved. Other devices were signed out.',
      );
      expect(network.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        current_password: 'old long password',
        new_password: 'new long password',
      });
    });

    it('shows why a new password is too weak, and a wrong current one, by their fields', async () => {
      const { user } = renderPage({
        'PUT /api/v2/users/password/update': [
          apiError(422, 'weak_password', 'Use at least 10 characters.'),
          apiError(403, 'incorrect_password'),
        ],
      });
      const form = await section('Password');
      await user.type(within(form).getByLabelText('Current password'), 'old long password');
      await user.type(within(form).getByLabelText(/^New password/), 'short');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      await waitFor(() =>
        expect(within(form).getByLabelText(/^New password/)).toHaveAccessibleDescription(
          /Use at least 10 characters\./,
        ),
      );
      await user.type(within(form).getByLabelText(/^New password/), ' and longer');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      await waitFor(() =>
        expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(
          'The password is not correct.',
        ),
      );
    });

    it('lets an account without a password set one', async () => {
      renderPage({
        [ME]: { body: createCurrentUser({ has_password: false }) },
      });
      const form = await section('Password');
      expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();
      expect(within(form).getByRole('button', { name: 'Set password' })).toBeInTheDocument();
    });

    it('tells an account whose address is unproven to open the emailed link first', async () => {
      const { user } = renderPage({
        [ME]: { body: createCurrentUser({ has_password: false, email_verified: false }) },
        'PUT /api/v2/users/password/update': apiError(403, 'email_not_verified', 'RAW SERVER TEXT'),
      });
      const form = await section('Password');
      await user.type(within(form).getByLabelText(/^New password/), 'a long unusual passphrase');
      await user.click(within(form).getByRole('button', { name: 'Set password' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Confirm your email address first: we have emailed you a link to do that.',
      );
      expect(screen.queryByText(/RAW SERVER TEXT/)).not.toBeInTheDocument();
    });
  });

  describe('delete account', () => {
    it('requests deletion with the password, then shows when it happens and cancels it', async () => {
      const { user, network } = renderPage({
        'PUT /api/v2/users/deletion': { status: 202, body: pendingDeletion },
        'PATCH /api/v2/users/deletion': { body: noDeletion },
      });
      const danger = await section('Delete account');
      await user.type(await within(danger).findByLabelText('Password'), 'my long password');
      await user.click(within(danger).getByRole('button', { name: 'Delete my account' }));
      expect(await within(danger).findByText(/will be deleted on/)).toHaveTextContent(
        'Your account will be deleted on June 29, 2026.',
      );
      expect(network.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        password: 'my long password',
      });

      await user.click(within(danger).getByRole('button', { name: 'Cancel deletion' }));
      expect(await within(danger).findByRole('status')).toHaveTextContent(
        'Your account will not be deleted.',
      );
      expect(within(danger).getByRole('button', { name: 'Delete my account' })).toBeVisible();
    });

    it('shows a wrong password by the field', async () => {
      const { user } = renderPage({
        'PUT /api/v2/users/deletion': apiError(403, 'incorrect_password'),
      });
      const danger = await section('Delete account');
      await user.type(await within(danger).findByLabelText('Password'), 'wrong password');
      await user.click(within(danger).getByRole('button', { name: 'Delete my account' }));
      await waitFor(() =>
        expect(within(danger).getByLabelText('Password')).toHaveAccessibleDescription(
          'The password is not correct.',
        ),
      );
    });

    it('says which subscriptions to cancel where they were bought, instead of the form', async () => {
      renderPage({
        [DELETION]: {
          body: {
            ...noDeletion,
            blocking_subscriptions: [
              { subscription_id: 's1', plan_name: 'Burrow VPN Premium', cancel_at: 'app_store' },
            ],
          },
        },
      });
      const danger = await section('Delete account');
      expect(
        await within(danger).findByText('Burrow VPN Premium: cancel it in the App Store.'),
      ).toBeInTheDocument();
      expect(within(danger).queryByRole('button', { name: 'Delete my account' })).toBeNull();
    });

    it('deletes at once from the pending state and leaves for the goodbye page', async () => {
      const { user, router } = renderPage({
        [DELETION]: { body: pendingDeletion },
        'DELETE /api/v2/users/deletion': {
          body: { ...pendingDeletion, status: 'completed' },
        },
      });
      const danger = await section('Delete account');
      await user.type(await within(danger).findByLabelText('Password'), 'my long password');
      await user.click(within(danger).getByRole('button', { name: 'Delete my account now' }));
      expect(await screen.findByText('Deleted page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/account-deleted');
    });

    it('offers a retry when the deletion state does not load', async () => {
      const { user } = renderPage({
        [DELETION]: [apiError(500, 'internal_error'), { body: noDeletion }],
      });
      const danger = await section('Delete account');
      await user.click(await within(danger).findByRole('button', { name: 'Try again' }));
      expect(
        await within(danger).findByRole('button', { name: 'Delete my account' }),
      ).toBeInTheDocument();
    });
  });
});
