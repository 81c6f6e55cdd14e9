import type { RefundEstimateResponse, RefundRequestResponse } from '@burrow/contract/refunds';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSubscription } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { SubscriptionRefund } from './subscription-refund';

const ESTIMATE = 'PUT /api/v2/refund/estimate';
const subscription = createSubscription({ plan_name: 'Burrow VPN Premium' });
const REVOKE = `/api/v2/subscriptions/${subscription.subscription_id}/refund-revoke`;
const REQUEST = `POST ${REVOKE}`;
const WITHDRAW = `DELETE ${REVOKE}`;

const usd = (unscaledValue: number) => ({ unscaledValue, scale: 2, currency: 'USD' });
const pendingRequest = {
  requested_at: '2026-06-15T12:00:00.000Z',
  refund_at: '2026-06-16T12:00:00.000Z',
  amount: usd(8324),
};
const eligible: RefundEstimateResponse = {
  subscription_id: subscription.subscription_id,
  eligible: true,
  reason: null,
  amount: usd(8324),
  money_back_guarantee_days: 30,
  guarantee_ends_at: '2026-07-10T12:00:00.000Z',
  pending_request: null,
  completed_refund: null,
};
const requested: RefundRequestResponse = { status: 'pending', pending_request: pendingRequest };
const withdrawn: RefundRequestResponse = { status: 'cancelled', pending_request: null };

type Answers = Parameters<typeof fakeFetch>[0];

function renderRefund(answers: Answers) {
  const network = fakeFetch(answers);
  const view = renderRoute({
    at: '/my-subscriptions',
    routes: [
      { path: '/my-subscriptions', element: <SubscriptionRefund subscription={subscription} /> },
    ],
  });
  return { ...view, network };
}

const guarantee = () => screen.findByRole('region', { name: '30-day money-back guarantee' });

/** An answer held back until the test releases it, to see the progress it causes. */
function heldAnswer(answer: { body: unknown }) {
  let release: () => void = () => undefined;
  const held = new Promise<{ body: unknown }>((resolve) => {
    release = () => resolve(answer);
  });
  return { responder: () => held, release: () => release() };
}

describe('the money-back guarantee of a subscription', () => {
  it('shows the amount, until when, what it covers and that access ends, before anything is asked', async () => {
    const { network } = renderRefund({ [ESTIMATE]: { body: eligible } });
    const region = await guarantee();
    expect(
      await within(region).findByText('You can get $83.24 back until July 10, 2026.'),
    ).toBeVisible();
    expect(within(region).getByText(/tax and add-ons included/)).toBeVisible();
    expect(within(region).getByText(/back to the card or account you paid with/)).toBeVisible();
    expect(
      within(region).getByText(
        /24 hours after you ask, and Burrow VPN Premium and its add-ons stop working/,
      ),
    ).toBeVisible();
    expect(network.calls).toEqual([
      {
        method: 'PUT',
        path: '/api/v2/refund/estimate',
        body: { subscription_id: subscription.subscription_id },
      },
    ]);
  });

  it('asks through a confirmation, shows progress, then the pending request takes focus', async () => {
    const request = heldAnswer({ body: requested });
    const { user, network } = renderRefund({
      [ESTIMATE]: { body: eligible },
      [REQUEST]: request.responder,
    });
    await user.click(await screen.findByRole('button', { name: 'Ask for a refund' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Refund $83.24 and end Burrow VPN Premium?',
    });
    expect(within(dialog).getByText(/24 hours after you confirm/)).toBeVisible();
    expect(network.calls.filter((call) => call.method === 'POST')).toEqual([]);

    const confirm = within(dialog).getByRole('button', { name: 'Request a refund of $83.24' });
    await user.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    expect(within(dialog).getByRole('button', { name: 'Keep my plan' })).toBeDisabled();
    request.release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const notice = await screen.findByText(/You asked on June 15, 2026 for a refund of \$83.24/);
    expect(notice).toHaveTextContent(
      /It is made on June 16, 2026.*and Burrow VPN Premium ends then/,
    );
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Withdraw the request' })).toBeVisible();
    expect(network.calls.filter((call) => call.method === 'POST').map((c) => c.path)).toEqual([
      REVOKE,
    ]);
  });

  it('keeps the plan when the confirmation is dismissed', async () => {
    const { user, network } = renderRefund({ [ESTIMATE]: { body: eligible } });
    const open = await screen.findByRole('button', { name: 'Ask for a refund' });
    await user.click(open);
    await user.click(await screen.findByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
    expect(network.calls.map((call) => call.method)).toEqual(['PUT']);
  });

  it('withdraws a pending request with progress, says so and moves focus to it', async () => {
    const withdrawal = heldAnswer({ body: withdrawn });
    const { user, network } = renderRefund({
      [ESTIMATE]: { body: { ...eligible, pending_request: pendingRequest } },
      [WITHDRAW]: withdrawal.responder,
    });
    const withdraw = await screen.findByRole('button', { name: 'Withdraw the request' });
    await user.click(withdraw);
    await waitFor(() => expect(withdraw).toHaveAttribute('aria-busy', 'true'));
    withdrawal.release();

    const notice = await screen.findByText(
      'Your refund request is withdrawn. Burrow VPN Premium carries on as before.',
    );
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Ask for a refund' })).toBeVisible();
    expect(network.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('says so when there is nothing left to withdraw, and reads the state again', async () => {
    const refunded: RefundEstimateResponse = {
      ...eligible,
      eligible: false,
      reason: 'already_refunded',
      amount: null,
      completed_refund: { refunded_at: '2026-06-16T12:05:00.000Z', amount: usd(8324) },
    };
    const { user } = renderRefund({
      [ESTIMATE]: [{ body: { ...eligible, pending_request: pendingRequest } }, { body: refunded }],
      [WITHDRAW]: apiError(404, 'no_pending_refund'),
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw the request' }));
    expect(
      await screen.findByText(
        'We refunded $83.24 on June 16, 2026. Burrow VPN Premium has ended and can no longer be used.',
      ),
    ).toBeVisible();
  });

  it('shows a refusal inside the confirmation and the reason once read again', async () => {
    const { user } = renderRefund({
      [ESTIMATE]: [
        { body: eligible },
        {
          body: {
            ...eligible,
            eligible: false,
            reason: 'outside_money_back_window',
            amount: null,
            guarantee_ends_at: '2026-06-14T12:00:00.000Z',
          },
        },
      ],
      [REQUEST]: apiError(409, 'refund_not_available'),
    });
    await user.click(await screen.findByRole('button', { name: 'Ask for a refund' }));
    await user.click(await screen.findByRole('button', { name: 'Request a refund of $83.24' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This subscription cannot be refunded here.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(
      await screen.findByText(
        'The 30-day money-back guarantee for this plan ended on June 14, 2026, so it can no longer be refunded.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ask for a refund' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'billed_by_app_store',
      /App Store, so Apple handles its refunds: ask at reportaproblem\.apple\.com/,
    ],
    ['billed_by_play_store', /Google Play, so Google handles its refunds/],
    ['billed_by_partner', /one of our partners, so they handle its refunds/],
    ['gift_card', /gift cards cannot be refunded/],
    ['already_refunded', /This plan was refunded and has ended/],
  ] as const)('explains %s in plain words, with no button', async (reason, text) => {
    renderRefund({ [ESTIMATE]: { body: { ...eligible, eligible: false, reason, amount: null } } });
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers nothing to refund on a free trial nobody has paid for', async () => {
    renderRefund({ [ESTIMATE]: { body: { ...eligible, amount: usd(0) } } });
    expect(await screen.findByText(/Nothing has been paid for this plan yet/)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a failed estimate with a retry that reads it again', async () => {
    const { user } = renderRefund({
      [ESTIMATE]: [apiError(503, 'service_unavailable'), { body: eligible }],
    });
    const region = await guarantee();
    expect(await within(region).findByRole('alert')).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Ask for a refund' })).toBeVisible();
  });
});
