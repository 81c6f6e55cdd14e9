import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeFetch, type FakeResponse } from '../../../test/fake-fetch';
import { createEstimate } from '../../../test/offer-builders';
import {
  createGatewayBody,
  framedPageUrl,
  gatewaySays,
  intentAnswer,
} from '../../../test/sandbox-gateway';
import { createCheckoutOffer } from '../test/checkout-builders';
import {
  CHECKOUT,
  continueAsNewBuyer,
  CUSTOMER_STATUS,
  ESTIMATE,
  ME,
  OFFER,
  PAYMENT_INTENT,
  renderCheckout,
  signedOut,
} from '../test/render-checkout';

type Responder = FakeResponse | FakeResponse[] | (() => FakeResponse);

const INTENT_ID = 'pi_sandbox_1';
const gateway = createGatewayBody(INTENT_ID, 5604);
const checkoutAnswer = {
  status: 201,
  body: {
    redirectUrl: '/setup',
    subscription: { id: 'sub_1', subscriptionItems: [] },
    checkoutItemSubscriptions: [],
    message: 'ok',
  },
};

function arrange(checkout: Responder = checkoutAnswer) {
  return fakeFetch({
    [OFFER]: { body: createCheckoutOffer() },
    [ME]: signedOut,
    [CUSTOMER_STATUS]: { body: { status: 'new' } },
    [ESTIMATE]: { body: createEstimate(5604) },
    [PAYMENT_INTENT]: intentAnswer(gateway),
    [CHECKOUT]: checkout,
  });
}

/** New buyer in Germany pays by card; ends with the gateway's page open. */
async function openPayment() {
  const rendered = renderCheckout();
  const { user } = rendered;
  await continueAsNewBuyer(user, 'buyer@example.com');
  await user.selectOptions(screen.getByLabelText('Country'), 'DE');
  await user.click(await screen.findByRole('button', { name: 'Pay $56.04' }));
  const dialog = await screen.findByRole('dialog', { name: 'Secure payment' });
  expect(within(dialog).getByTitle('Secure payment')).toHaveAttribute(
    'src',
    framedPageUrl(gateway),
  );
  return rendered;
}

const posted = (network: ReturnType<typeof arrange>, path: string) =>
  network.calls.filter((call) => call.method === 'POST' && call.path === path);

afterEach(() => {
  vi.useRealTimers();
});

describe('/checkout paying through the gateway', () => {
  it('opens an intent for the amount due and completes the purchase once it is authorised', async () => {
    const network = arrange();
    await openPayment();

    const [intent] = posted(network, '/api/v1/payment-intent');
    const intentBody = intent?.body as { checkoutAttemptId: string };
    expect(intentBody).toMatchObject({
      amount: { unscaledValue: 5604, scale: 2, currency: 'USD' },
      paymentMethodType: 'card',
      flow: 'one_checkout_order',
    });

    gatewaySays({ intentId: INTENT_ID, status: 'authorized', failureReason: null });
    expect(await screen.findByText('Setup page')).toBeInTheDocument();
    const [checkout] = posted(network, '/api/v1/checkout');
    expect(checkout?.body).toEqual({
      priceId: 'vpn-basic-12m-usd',
      priceIds: ['vpn-basic-12m-usd'],
      paymentIntentId: INTENT_ID,
      // The first attempt is the one the intent was opened under.
      checkoutAttemptId: intentBody.checkoutAttemptId,
      paymentSourceType: 'card',
      offerId: 'default',
      // The marketing box starts unticked: no news and offers unless asked for.
      customer: {
        email: 'buyer@example.com',
        emailSubscriptionStatus: 'unsubscribed',
        residenceCountry: 'DE',
      },
      userSession: { pageViewId: expect.any(String) },
      xv: { source_channel: 'direct' },
    });
  });

  it('sends the marketing choice: subscribed only when the buyer ticks the box', async () => {
    const network = arrange();
    const { user } = renderCheckout();
    await continueAsNewBuyer(user, 'buyer@example.com');
    const consent = screen.getByRole('checkbox', {
      name: 'Email me Burrow news and offers (you can unsubscribe any time)',
    });
    expect(consent).not.toBeChecked();
    await user.click(consent);
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    await user.click(await screen.findByRole('button', { name: 'Pay $56.04' }));
    await screen.findByRole('dialog', { name: 'Secure payment' });
    // The box is locked while the payment is under way.
    expect(consent).toBeDisabled();

    gatewaySays({ intentId: INTENT_ID, status: 'authorized' });
    expect(await screen.findByText('Setup page')).toBeInTheDocument();
    expect(posted(network, '/api/v1/checkout')[0]?.body).toMatchObject({
      customer: { email: 'buyer@example.com', emailSubscriptionStatus: 'subscribed' },
    });
  });

  it('ignores messages from other origins, other tools and other intents', async () => {
    const network = arrange();
    await openPayment();

    gatewaySays({ intentId: INTENT_ID, status: 'authorized' }, 'https://evil.example');
    gatewaySays({ intentId: 'pi_someone_else', status: 'authorized' });
    gatewaySays({ intentId: INTENT_ID, status: 'requires_action' });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { source: 'another-widget', intentId: INTENT_ID, status: 'authorized' },
        }),
      );
    });

    expect(screen.getByRole('dialog', { name: 'Secure payment' })).toBeInTheDocument();
    expect(posted(network, '/api/v1/checkout')).toEqual([]);
  });

  it('shows the message for a refused payment and buys nothing', async () => {
    const network = arrange();
    const { user } = await openPayment();

    gatewaySays({ intentId: INTENT_ID, status: 'failed', failureReason: 'insufficient_funds' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card has insufficient funds. Use a different card or payment method.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted(network, '/api/v1/checkout')).toEqual([]);

    // Paying again opens a fresh intent.
    await user.click(screen.getByRole('button', { name: 'Pay $56.04' }));
    await screen.findByRole('dialog', { name: 'Secure payment' });
    expect(posted(network, '/api/v1/payment-intent')).toHaveLength(2);
  });

  it('sizes the gateway’s frame to the height its page asks for, from that frame only', async () => {
    arrange();
    await openPayment();
    const frame = screen.getByTitle<HTMLIFrameElement>('Secure payment');
    const ask = (height: number, source: MessageEventSource | null, origin = location.origin) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin,
            source,
            data: { source: 'burrow-sandbox-gateway', intentId: INTENT_ID, height },
          }),
        );
      });

    ask(734, frame.contentWindow);
    expect(frame.style.height).toBe('734px');
    ask(90, window);
    ask(90, frame.contentWindow, 'https://evil.example');
    expect(frame.style.height).toBe('734px');
  });

  it('shows a cancelled PayPal approval as cancelled', async () => {
    arrange();
    await openPayment();
    gatewaySays({ intentId: INTENT_ID, status: 'canceled', failureReason: 'payment_cancelled' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cancelled the payment. Nothing was charged.',
    );
  });

  it('retries a 503 with a new attempt id and then succeeds', async () => {
    const network = arrange([apiError(503, 'service_unavailable'), checkoutAnswer]);
    await openPayment();
    vi.useFakeTimers({ shouldAdvanceTime: true });

    gatewaySays({ intentId: INTENT_ID, status: 'authorized' });
    await vi.waitFor(() => expect(posted(network, '/api/v1/checkout')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Processing your payment…');
    // docs/product.md#retries: the first retry waits one second.
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect(await screen.findByText('Setup page')).toBeInTheDocument();
    const ids = posted(network, '/api/v1/checkout').map(
      (call) => (call.body as { checkoutAttemptId: string }).checkoutAttemptId,
    );
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('asks an email that turns out to have an account to sign in (409)', async () => {
    arrange(apiError(409, 'account_exists'));
    await openPayment();
    gatewaySays({ intentId: INTENT_ID, status: 'authorized' });
    const prompt = await screen.findByRole('alert');
    expect(prompt).toHaveTextContent('buyer@example.com already has a Burrow account');
    expect(within(prompt).getByRole('link', { name: 'Sign in to continue' })).toBeInTheDocument();
  });

  it('shows the free-trial-already-used message for a returning trial taker', async () => {
    arrange(apiError(422, 'free_period_new_users_only'));
    await openPayment();
    gatewaySays({ intentId: INTENT_ID, status: 'authorized' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already used your free trial.',
    );
  });

  it('offers to try again when the server stays down, without paying again', async () => {
    let down = true;
    const network = arrange(() => (down ? apiError(500, 'internal_error') : checkoutAnswer));
    const { user } = await openPayment();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    gatewaySays({ intentId: INTENT_ID, status: 'authorized' });
    // Six attempts in all, with 1 + 2 + 4 + 8 + 16 s between them.
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not complete your payment. Please try again.');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    expect(posted(network, '/api/v1/checkout')).toHaveLength(6);

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Setup page')).toBeInTheDocument();
    // The authorised intent is recorded again; no second payment is opened.
    expect(posted(network, '/api/v1/payment-intent')).toHaveLength(1);
    expect(posted(network, '/api/v1/checkout').at(-1)?.body).toMatchObject({
      paymentIntentId: INTENT_ID,
    });
  });
});
