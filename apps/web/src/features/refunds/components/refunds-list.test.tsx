import type { RefundEstimateResponse } from '@burrow/contract/refunds';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSubscription } from '../../../test/builders';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { RefundsList } from './refunds-list';

const SUBSCRIPTIONS = 'GET /api/v2/subscriptions/';
const ESTIMATE = 'PUT /api/v2/refund/estimate';

function estimateFor(subscriptionId: string, overrides: Partial<RefundEstimateResponse> = {}) {
  return {
    subscription_id: subscriptionId,
    eligible: true,
    reason: null,
    amount: { unscaledValue: 1295, scale: 2, currency: 'USD' },
    money_back_guarantee_days: 30,
    guarantee_ends_at: '2026-07-10T12:00:00.000Z',
    pending_request: null,
    completed_refund: null,
    ...overrides,
  } satisfies RefundEstimateResponse;
}

function renderList(answers: Parameters<typeof fakeFetch>[0]) {
  const network = fakeFetch(answers);
  renderRoute({
    at: '/account-billing',
    routes: [{ path: '/account-billing', element: <RefundsList /> }],
  });
  return network;
}

describe('the money-back guarantee on Account & Billing', () => {
  it('lists running and refunded plans with their state, and leaves out plans that simply ended', async () => {
    const running = createSubscription({ plan_name: 'Burrow VPN Basic' });
    const refunded = createSubscription({
      plan_name: 'Burrow VPN VIP',
      state: 'revoked',
      active: false,
    });
    const ended = createSubscription({
      plan_name: 'Burrow VPN Old',
      state: 'cancelled',
      active: false,
    });
    const network = renderList({
      [SUBSCRIPTIONS]: { body: { subscriptions: [running, refunded, ended] } },
      [ESTIMATE]: ({ body }) => {
        const { subscription_id } = body as { subscription_id: string };
        return {
          body:
            subscription_id === refunded.subscription_id
              ? estimateFor(subscription_id, {
                  eligible: false,
                  reason: 'already_refunded',
                  amount: null,
                  completed_refund: {
                    refunded_at: '2026-06-16T12:05:00.000Z',
                    amount: { unscaledValue: 2999, scale: 2, currency: 'USD' },
                  },
                })
              : estimateFor(subscription_id),
        };
      },
    });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Burrow VPN Basic',
      'Burrow VPN VIP',
    ]);
    expect(
      await within(items[0]!).findByText('You can get $12.95 back until July 10, 2026.'),
    ).toBeVisible();
    expect(
      await within(items[1]!).findByText(/We refunded \$29\.99 on June 16, 2026/),
    ).toBeVisible();
    expect(network.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { subscription_id: running.subscription_id },
      { subscription_id: refunded.subscription_id },
    ]);
  });

  it('says when there is no plan to refund', async () => {
    renderList({ [SUBSCRIPTIONS]: { body: { subscriptions: [] } } });
    expect(await screen.findByText('You have no plans to refund.')).toBeVisible();
  });
});
