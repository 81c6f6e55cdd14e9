import type { PaymentCollection } from '@burrow/contract/payment-collection';
import { loadStripe } from '@stripe/stripe-js/pure';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSubscription } from '../../../test/builders';
import { apiError, fakeFetch, type FakeResponse } from '../../../test/fake-fetch';
import { createFakeStripeJs } from '../../../test/fake-stripe-js';
import { renderRoute } from '../../../test/render-route';
import { Component as RetryPaymentRoute } from './retry-payment-route';

const KRN = 'krn:subscription:11111111-1111-4111-8111-111111111111';
// The client encodes the krn's colons in the path, as a browser sends it.
const PATH = `/api/v2/subscriptions/${encodeURIComponent(KRN)}`;
const COLLECTION = `GET ${PATH}/payment-collection`;
const RETRY = `POST ${PATH}/retry-payment-collection`;
const CONFIRM = `POST ${PATH}/confirm-authenticated-payment`;
const SITE_CONFIG = 'GET /api/v1/site-config';

// The stripe-js boundary: `loadStripe` is a stand-in in the web tests (src/test/stripe-js-pure.ts).
const confirmCardPayment = vi.fn();
beforeEach(() => {
  const fake = createFakeStripeJs(async () => ({}));
  fake.stripe.confirmCardPayment = confirmCardPayment;
  confirmCardPayment.mockReset();
  vi.mocked(loadStripe).mockResolvedValue(fake.stripe);
});

const AUTHENTICATION = {
  provider: 'stripe',
  payment_id: 'pi_renewal_1',
  client_secret: 'pi_renewal_1_secret_x',
  payment_method: 'pm_card_authenticationRequired',
} as const;
const stripeConfig = {
  body: { testMode: true, paymentProvider: 'stripe', stripePublishableKey: 'pk_test_burrow' },
};

const failedSubscription = createSubscription({
  krn: KRN,
  plan_name: 'Burrow VPN VIP',
  auto_bill_failed_on: '2026-06-14T12:00:00.000Z',
  auto_bill_payment_failed: true,
  next_payment_date: '2026-06-14T12:00:00.000Z',
  cc_info: { brand: 'visa', last4: '0002' },
});

function failed(overrides: Partial<PaymentCollection> = {}): PaymentCollection {
  return {
    subscription: failedSubscription,
    status: 'failed',
    amount_due: { unscaledValue: 9195, scale: 2, currency: 'USD' },
    next_automatic_retry_at: '2026-06-16T12:00:00.000Z',
    grace_ends_at: '2026-06-21T12:00:00.000Z',
    last_attempt: { attempted_at: '2026-06-14T12:00:00.000Z', failure_reason: null },
    authentication: null,
    ...overrides,
  };
}

const settled: PaymentCollection = {
  subscription: createSubscription({
    krn: KRN,
    plan_name: 'Burrow VPN VIP',
    next_payment_date: '2026-12-14T12:00:00.000Z',
  }),
  status: 'settled',
  amount_due: null,
  next_automatic_retry_at: null,
  grace_ends_at: null,
  last_attempt: null,
  authentication: null,
};

const render = () =>
  renderRoute({
    at: `/subscriptions/${KRN}/retry_manual_payment`,
    routes: [
      { path: '/subscriptions/:krn/retry_manual_payment', Component: RetryPaymentRoute },
      { path: '/credit_cards/edit', element: <h1>Payment methods</h1> },
    ],
  });

describe('/subscriptions/{krn}/retry_manual_payment', () => {
  it('shows what is owed, on which card and until when, with the way to a new card', async () => {
    fakeFetch({ [COLLECTION]: { body: failed() } });
    const { user } = render();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'The renewal of Burrow VPN VIP did not go through' },
        // The file's first render: on a busy machine it takes longer than the 1-s default.
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('$91.95')).toBeInTheDocument();
    expect(screen.getByText('VISA ending in 0002')).toBeInTheDocument();
    expect(screen.getByText(/Your plan stays connected until June 21, 2026\./)).toHaveTextContent(
      'We try your card again by ourselves on June 16, 2026.',
    );
    expect(screen.getByText(/: The payment was declined\./)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Replace your card' }));
    expect(await screen.findByRole('heading', { name: 'Payment methods' })).toBeInTheDocument();
  });

  it('pays now and shows the payment received, then the plan as paid', async () => {
    const network = fakeFetch({
      [COLLECTION]: [{ body: failed() }, { body: settled }],
      [RETRY]: { body: { ...failedSubscription, auto_bill_payment_failed: false } },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Pay $91.95 now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Payment received');
    expect(screen.getByText(/Burrow VPN VIP now renews on December 14, 2026/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the invoice' })).toHaveAttribute(
      'href',
      '/invoices',
    );
    expect(network.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('tells a decline by its reason, and that a new card would help', async () => {
    let release: (answer: FakeResponse) => void = () => undefined;
    fakeFetch({
      [COLLECTION]: {
        body: failed({
          last_attempt: {
            attempted_at: '2026-06-15T12:00:00.000Z',
            failure_reason: 'insufficient_funds',
          },
        }),
      },
      [RETRY]: () =>
        new Promise<FakeResponse>((resolve) => {
          release = resolve;
        }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Pay $91.95 now' }));
    expect(await screen.findByRole('button', { name: 'Paying…' })).toBeDisabled();
    release({
      status: 402,
      body: {
        error: {
          code: 'payment_failed',
          message: 'Server words',
          details: { reason: 'insufficient_funds' },
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card has insufficient funds.');
    expect(alert).toHaveTextContent('If your card keeps being declined, replace it');
    expect(screen.getByRole('button', { name: 'Pay $91.95 now' })).toBeEnabled();
  });

  it('asks to confirm a payment the bank held, and loads Stripe.js only when asked to', async () => {
    const network = fakeFetch({
      [SITE_CONFIG]: stripeConfig,
      [COLLECTION]: [
        {
          body: failed({
            authentication: AUTHENTICATION,
            last_attempt: {
              attempted_at: '2026-06-15T12:00:00.000Z',
              failure_reason: 'authentication_required',
            },
          }),
        },
        { body: settled },
      ],
      [CONFIRM]: { body: { ...failedSubscription, auto_bill_payment_failed: false } },
    });
    confirmCardPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_renewal_1', status: 'succeeded' },
    });
    const { user } = render();
    expect(
      await screen.findByRole('heading', { name: 'Your bank wants you to confirm this payment' }),
    ).toBeInTheDocument();
    // No "pay now": charging the card again would only be held again.
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(loadStripe).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Payment received');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_burrow', { locale: 'en' });
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_renewal_1_secret_x', {
      payment_method: 'pm_card_authenticationRequired',
    });
    const confirmation = network.calls.find((call) => call.method === 'POST');
    expect(confirmation?.body).toEqual({ payment_id: 'pi_renewal_1' });
  });

  it('says so when the bank’s step did not pass, and tells nothing to the server', async () => {
    const network = fakeFetch({
      [SITE_CONFIG]: stripeConfig,
      [COLLECTION]: { body: failed({ authentication: AUTHENTICATION }) },
    });
    confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'payment_intent_authentication_failure' },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment was not confirmed. Try again, or replace your card.',
    );
    expect(screen.getByRole('button', { name: 'Confirm payment' })).toBeEnabled();
    expect(network.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says when nothing is owed', async () => {
    fakeFetch({ [COLLECTION]: { body: settled } });
    render();
    expect(await screen.findByRole('heading', { name: 'Nothing to pay' })).toBeInTheDocument();
    expect(
      screen.getByText('Nothing is owed on Burrow VPN VIP: it is paid until December 14, 2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('says a subscription it cannot find is not found, with a retry for other failures', async () => {
    fakeFetch({ [COLLECTION]: [apiError(404, 'not_found'), apiError(500, 'internal_error')] });
    const { user } = render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find what you were looking for.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeVisible();
  });

  // Issue 16 item 6: the page states the server's answer and judges no date itself.
  describe('on a device whose clock is wrong', () => {
    afterEach(() => vi.useRealTimers());

    it.each(['2020-01-01T12:00:00Z', '2031-01-01T12:00:00Z'])(
      'at %s still shows the failed renewal and its deadline as the server read them',
      async (deviceTime) => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date(deviceTime));
        fakeFetch({ [COLLECTION]: { body: failed() } });
        render();
        expect(
          await screen.findByRole('heading', {
            name: 'The renewal of Burrow VPN VIP did not go through',
          }),
        ).toBeInTheDocument();
        expect(screen.getByText(/Your plan stays connected until June 21, 2026\./)).toBeVisible();
        expect(screen.getByRole('button', { name: 'Pay $91.95 now' })).toBeEnabled();
        expect(screen.queryByText('Nothing to pay')).not.toBeInTheDocument();
      },
    );
  });
});
