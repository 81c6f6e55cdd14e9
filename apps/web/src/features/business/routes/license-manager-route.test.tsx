import type { Subscription } from '@burrow/contract/subscriptions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSubscription, daysFromNow } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as LicenseManagerRoute } from './license-manager-route';

const LIST = 'GET /api/v2/subscriptions/';
const UPDATE = 'PUT /api/v2/licenses/';
const QUOTE = 'PUT /api/v2/licenses/seats/estimate';
const BUY = 'POST /api/v2/licenses/seats';
const usd = (unscaledValue: number) => ({ unscaledValue, scale: 2, currency: 'USD' });

const seats: Subscription['licenses'] = [
  { krn: 'krn:license:l1', state: 'active', assigned_email: 'ana@acme.test' },
  { krn: 'krn:license:l2', state: 'revoked', assigned_email: 'dana@acme.test' },
  { krn: 'krn:license:l3', state: 'unassigned', assigned_email: null },
];
const business = createSubscription({
  subscription_id: 'biz1',
  krn: 'krn:subscription:biz1',
  plan_name: 'Burrow VPN Premium',
  next_payment_date: daysFromNow(140),
  licenses: seats,
});
const quote = (n: number) => ({
  subscription_id: 'biz1',
  seats: n,
  unit_price: usd(14995),
  prorated_unit_price: usd(5831),
  days_remaining: 140,
  period_days: 360,
  renews_on: daysFromNow(140),
  subtotal: usd(5831 * n),
  tax: usd(0),
  tax_inclusive: false,
  total: usd(5831 * n),
});

const render = () =>
  renderRoute({
    at: '/license_manager',
    routes: [{ path: '/license_manager', Component: LicenseManagerRoute }],
  });

describe('/license_manager', () => {
  it('lists every seat with who holds it and its state', async () => {
    fakeFetch({ [LIST]: { body: { subscriptions: [business] } }, [QUOTE]: { body: quote(1) } });
    render();
    const table = await screen.findByRole('table', { name: 'Seats of Burrow VPN Premium' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('ana@acme.testIn use'),
      expect.stringContaining('dana@acme.testRevoked'),
      expect.stringContaining('Nobody yetFree'),
    ]);
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
  });

  it('assigns a free seat to an email, refusing a bad one first', async () => {
    const network = fakeFetch({
      [LIST]: [
        { body: { subscriptions: [business] } },
        {
          body: {
            subscriptions: [
              {
                ...business,
                licenses: [
                  seats[0],
                  seats[1],
                  { ...seats[2], state: 'active', assigned_email: 'new@acme.test' },
                ],
              },
            ],
          },
        },
      ],
      [QUOTE]: { body: quote(1) },
      [UPDATE]: {
        body: { krn: 'krn:license:l3', state: 'active', assigned_email: 'new@acme.test' },
      },
    });
    const { user } = render();
    const email = await screen.findByLabelText('Email for seat 3');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Assign seat 3' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    await user.type(email, 'New@Acme.test');
    await user.click(screen.getByRole('button', { name: 'Assign seat 3' }));
    expect(await screen.findByRole('cell', { name: 'new@acme.test' })).toBeInTheDocument();
    expect(
      network.calls.find((call) => call.method === 'PUT' && call.path === '/api/v2/licenses/')
        ?.body,
    ).toEqual({
      action: 'assign',
      license_krn: 'krn:license:l3',
      email: 'new@acme.test',
    });
  });

  it('revokes a seat only after confirming', async () => {
    const network = fakeFetch({
      [LIST]: [
        { body: { subscriptions: [business] } },
        {
          body: {
            subscriptions: [
              { ...business, licenses: [{ ...seats[0], state: 'revoked' }, seats[1], seats[2]] },
            ],
          },
        },
      ],
      [QUOTE]: { body: quote(1) },
      [UPDATE]: { body: { ...seats[0], state: 'revoked' } },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Revoke ana@acme.test' }));
    expect(
      screen.getByText('Revoke the seat of ana@acme.test? They lose access at once.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(network.calls.some((call) => call.path === '/api/v2/licenses/')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke ana@acme.test' }));
    await user.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    await waitFor(() => expect(screen.getAllByText('Revoked')).toHaveLength(2));
    expect(network.calls.find((call) => call.path === '/api/v2/licenses/')?.body).toEqual({
      action: 'revoke',
      license_krn: 'krn:license:l1',
    });
  });

  it('quotes seats prorated to the renewal date and buys exactly the quote', async () => {
    const network = fakeFetch({
      [LIST]: { body: { subscriptions: [business] } },
      [QUOTE]: ({ body }) => ({ body: quote((body as { seats: number }).seats) }),
      [BUY]: ({ body }) => ({
        status: 201,
        body: {
          purchase_id: (body as { purchase_id: string }).purchase_id,
          seats: 2,
          total: usd(11662),
          invoice: { id: 'inv1', number: 'BRW-2026-100123' },
          subscription: business,
        },
      }),
    });
    const { user } = render();
    const field = await screen.findByLabelText('Number of seats');
    await user.clear(field);
    await user.type(field, '2');
    const buy = await screen.findByRole('button', { name: 'Buy 2 seats for $116.62' });
    expect(screen.getByText('2 seats × $58.31 (140 of 360 days)')).toBeInTheDocument();
    await user.click(buy);
    expect(
      await screen.findByText(
        '2 seats were added for $116.62. Invoice BRW-2026-100123 is in your payment history.',
      ),
    ).toBeInTheDocument();
    const sent = network.calls.find((call) => call.path === '/api/v2/licenses/seats')?.body;
    expect(sent).toEqual({
      subscription_id: 'biz1',
      seats: 2,
      purchase_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      expected_total: usd(11662),
    });
  });

  it('refuses a number of seats it cannot sell without asking the server', async () => {
    const network = fakeFetch({
      [LIST]: { body: { subscriptions: [business] } },
      [QUOTE]: { body: quote(1) },
    });
    const { user } = render();
    const field = await screen.findByLabelText('Number of seats');
    await user.clear(field);
    await user.type(field, '0');
    expect(screen.getByText('Enter a whole number of seats from 1 to 100.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy seats' })).toBeDisabled();
    expect(network.calls.filter((call) => call.path === '/api/v2/licenses/seats')).toEqual([]);
  });

  it('keeps the purchase id when the answer was lost, so trying again cannot charge twice', async () => {
    const network = fakeFetch({
      [LIST]: { body: { subscriptions: [business] } },
      [QUOTE]: { body: quote(1) },
      [BUY]: [
        apiError(503, 'service_unavailable'),
        apiError(402, 'payment_failed'),
        apiError(402, 'payment_failed'),
      ],
    });
    const { user } = render();
    const buy = await screen.findByRole('button', { name: 'Buy 1 seat for $58.31' });
    await user.click(buy);
    expect(
      await screen.findByText('Burrow is briefly unavailable. Please try again in a moment.'),
    ).toBeInTheDocument();
    await user.click(buy);
    expect(
      await screen.findByText(
        'Your payment did not go through. Try again or use a different payment method.',
      ),
    ).toBeInTheDocument();
    await user.click(buy);
    await waitFor(() =>
      expect(network.calls.filter((call) => call.path === '/api/v2/licenses/seats')).toHaveLength(
        3,
      ),
    );
    const ids = network.calls
      .filter((call) => call.path === '/api/v2/licenses/seats')
      .map((call) => (call.body as { purchase_id: string }).purchase_id);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('says when there is nothing to manage, and offers a retry when loading fails', async () => {
    fakeFetch({
      [LIST]: [
        apiError(500, 'internal_error'),
        { body: { subscriptions: [createSubscription()] } },
      ],
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no business subscriptions yet.')).toBeInTheDocument();
  });
});
