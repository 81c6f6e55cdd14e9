import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import {
  bulkAnswer,
  createAttempt,
  createMonthlySubscription,
  createPlanOffer,
  createQuote,
  quoteMismatch,
} from '../test/plan-change-builders';
import {
  BULK_ESTIMATE,
  CONFIRM,
  ESTIMATE,
  LIST,
  OFFER,
  findPlanRow,
  renderMySubscriptions,
} from '../test/render-my-subscriptions';

const monthly = createMonthlySubscription();
const yearlyPlan = createMonthlySubscription({
  next_billing_cycle: 12,
  price_krns: ['krn:price:vpn-basic-12m-usd'],
  next_payment_date: '2027-12-01T10:00:00.000Z',
});
const coupon = { code: 'PREXUPG30NOW', applied: true };
// 56.04 less 30% (16.81) less 8.63 credit for unused time, plus 4% tax (1.22).
const quote = createQuote({ quoteId: 'quote-first', discount: 1681, tax: 122, coupon });
// A day later: less credit left, so more to pay.
const fresh = createQuote({
  quoteId: 'quote-fresh',
  discount: 1681,
  credit: 820,
  tax: 124,
  coupon,
});

function arrange(confirmAnswers: Parameters<typeof fakeFetch>[0][string]) {
  return fakeFetch({
    // After the change the list is read again and holds the yearly plan.
    [LIST]: [{ body: { subscriptions: [monthly] } }, { body: { subscriptions: [yearlyPlan] } }],
    [OFFER]: { body: createPlanOffer() },
    [BULK_ESTIMATE]: bulkAnswer({ 'vpn-basic-12m-usd': quote }),
    [ESTIMATE]: { body: quote },
    [CONFIRM]: confirmAnswers,
  });
}

/** Applies the upgrade coupon and opens the preview of Basic yearly. */
async function reviewYearly() {
  const rendered = renderMySubscriptions();
  const { user } = rendered;
  await findPlanRow('Burrow VPN Basic, 12 months');
  await user.type(screen.getByLabelText('Upgrade coupon'), 'PREXUPG30NOW');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await screen.findByText('Coupon PREXUPG30NOW lowers the price of 1 plan below.');
  const row = await findPlanRow('Burrow VPN Basic, 12 months');
  await user.click(
    within(row).getByRole('button', { name: 'Review the switch to Burrow VPN Basic, 12 months' }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: 'Switch to Burrow VPN Basic, 12 months',
  });
  return { ...rendered, dialog };
}

const sent = (network: ReturnType<typeof fakeFetch>, method: string, path: string) =>
  network.calls.filter((call) => call.method === method && call.path === path);

describe('/my-subscriptions confirming a plan change', () => {
  it('shows the quote, confirms exactly it, and shows the new plan with its invoice', async () => {
    const network = arrange(({ body }) => ({
      body: createAttempt(quote, 'succeeded', {
        attemptId: (body as { attemptId: string }).attemptId,
      }),
    }));
    const { dialog, user } = await reviewYearly();

    const summary = await within(dialog).findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Burrow VPN Basic, 12 months$56.04');
    expect(summary).toHaveTextContent('Subtotal$56.04');
    expect(summary).toHaveTextContent('Discount (PREXUPG30NOW)-$16.81');
    expect(summary).toHaveTextContent('Credit for unused time-$8.63');
    expect(summary).toHaveTextContent('Tax (4%)$1.22');
    expect(summary).toHaveTextContent('Total due now$31.82');
    expect(summary).toHaveTextContent(
      'The new plan starts as soon as you confirm and runs until December 1, 2027.',
    );
    expect(summary).toHaveTextContent('Next renewal: $116.95 on December 1, 2027, plus any tax.');
    // The preview asked for the quote with the coupon that applied in the comparison.
    expect(sent(network, 'PUT', '/api/v2/checkout/estimate')[0]?.body).toEqual({
      subscriptionId: 'sub-monthly',
      change: { type: 'change_plan', priceId: 'vpn-basic-12m-usd' },
      couponCode: 'PREXUPG30NOW',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Confirm and pay $31.82' }));

    const notice = await screen.findByText('Your plan is now Burrow VPN Basic, 12 months.');
    await waitFor(() => expect(notice.parentElement).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notice.parentElement).toHaveTextContent(
      'Invoice BRW-000042 is in your payment history.',
    );
    expect(screen.getByRole('link', { name: 'payment history' })).toHaveAttribute(
      'href',
      '/invoices',
    );
    const [confirmed] = sent(network, 'POST', '/api/v2/checkout/');
    expect(confirmed?.body).toEqual({
      attemptId: expect.stringMatching(/^.{8,}$/),
      subscriptionId: 'sub-monthly',
      change: { type: 'change_plan', priceId: 'vpn-basic-12m-usd' },
      couponCode: 'PREXUPG30NOW',
      quoteId: 'quote-first',
    });
    // The page reads the subscription again and shows its new terms.
    const terms = screen.getByRole('region', { name: 'Renewal terms' });
    await waitFor(() => expect(terms).toHaveTextContent('Billing cycleEvery 12 months'));
    expect(await findPlanRow('Burrow VPN Basic, 12 months')).toHaveTextContent('Your current plan');
    // The closed preview's quote is not asked again (the server would refuse it now).
    expect(sent(network, 'PUT', '/api/v2/checkout/estimate')).toHaveLength(1);
  });

  it('shows the new total of a quote that no longer holds and waits for a second confirm', async () => {
    const network = arrange([
      quoteMismatch(fresh),
      ({ body }) => ({
        body: createAttempt(fresh, 'succeeded', {
          attemptId: (body as { attemptId: string }).attemptId,
        }),
      }),
    ]);
    const { dialog, user } = await reviewYearly();
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm and pay $31.82' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This quote changed since you looked: the total due now is $32.27 (it was $31.82). Check the new figures and confirm again.',
    );
    expect(within(dialog).getByRole('region', { name: 'Summary' })).toHaveTextContent(
      'Credit for unused time-$8.20',
    );
    // Nothing was sent again by itself.
    expect(sent(network, 'POST', '/api/v2/checkout/')).toHaveLength(1);
    expect(screen.queryByText(/Your plan is now/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm and pay $32.27' }));
    expect(
      await screen.findByText('Your plan is now Burrow VPN Basic, 12 months.'),
    ).toBeInTheDocument();
    const [first, second] = sent(network, 'POST', '/api/v2/checkout/').map(
      (call) => call.body as { attemptId: string; quoteId: string },
    );
    expect(first?.quoteId).toBe('quote-first');
    expect(second?.quoteId).toBe('quote-fresh');
    // A new quote is a new confirmation: its own attempt id.
    expect(second?.attemptId).not.toBe(first?.attemptId);
  });

  it('keeps the dialog open with the reason when the change is refused, and confirms again with the same attempt after a network failure', async () => {
    const network = arrange([
      () => Promise.reject(new TypeError('The network is down')),
      apiError(409, 'plan_change_not_allowed'),
    ]);
    const { dialog, user } = await reviewYearly();
    const confirm = await within(dialog).findByRole('button', { name: 'Confirm and pay $31.82' });
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not reach Burrow. Check your internet connection and try again.',
    );
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This subscription cannot be changed right now.',
    );
    const [first, second] = sent(network, 'POST', '/api/v2/checkout/').map(
      (call) => call.body as { attemptId: string },
    );
    // The same quote confirmed again carries the same attempt id: it can never charge twice.
    expect(second?.attemptId).toBe(first?.attemptId);
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('says why a change cannot be previewed', async () => {
    fakeFetch({
      [LIST]: { body: { subscriptions: [monthly] } },
      [OFFER]: { body: createPlanOffer() },
      [BULK_ESTIMATE]: bulkAnswer({}),
      [ESTIMATE]: apiError(409, 'plan_change_not_allowed'),
    });
    const { user } = renderMySubscriptions();
    const row = await findPlanRow('Burrow VPN VIP, 1 month');
    await user.click(within(row).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Burrow VPN VIP, 1 month' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This subscription cannot be changed right now.',
    );
    expect(within(dialog).queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
