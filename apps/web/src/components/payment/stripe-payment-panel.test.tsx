import type { PaymentMethodType } from '@burrow/contract/checkout';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { StripeConfirmOutcome } from '../../lib/payment/stripe-confirm-result';
import { englishCatalogue } from '../../test/english-catalogue';
import { createFakeStripeJs, type FakeStripeJs } from '../../test/fake-stripe-js';
import { StripePaymentPanel, type StripeLoader } from './stripe-payment-panel';

const CLIENT_SECRET = 'pi_123_secret_abc';

function renderPanel(
  loadStripe: StripeLoader,
  { locale = 'en', method = 'card' }: { locale?: string; method?: PaymentMethodType } = {},
) {
  const onResult = vi.fn();
  const onDecline = vi.fn();
  const onConfirmingChange = vi.fn();
  render(
    <IntlProvider locale={locale} messages={englishCatalogue}>
      <StripePaymentPanel
        publishableKey="pk_test_123"
        clientSecret={CLIENT_SECRET}
        amount={{ unscaledValue: 5604, scale: 2, currency: 'USD' }}
        method={method}
        onResult={onResult}
        onDecline={onDecline}
        onConfirmingChange={onConfirmingChange}
        loadStripe={loadStripe}
      />
    </IntlProvider>,
  );
  return { onResult, onDecline, onConfirmingChange, user: userEvent.setup() };
}

function loaderOf(fake: FakeStripeJs) {
  return vi.fn<StripeLoader>(async () => fake.stripe);
}

const answering = (outcome: StripeConfirmOutcome) => async () => outcome;

async function payWhenReady(user: ReturnType<typeof userEvent.setup>) {
  const pay = await screen.findByRole('button', { name: 'Pay $56.04' });
  await vi.waitFor(() => expect(pay).toBeEnabled());
  await user.click(pay);
}

describe('the Stripe payment panel', () => {
  it('loads Stripe.js in the site’s language and mounts the Payment Element for the intent', async () => {
    const fake = createFakeStripeJs(answering({ paymentIntent: { status: 'requires_capture' } }));
    const loadStripe = loaderOf(fake);
    renderPanel(loadStripe, { locale: 'zh-Hant', method: 'google_pay' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading the secure payment form…');
    expect(await screen.findByRole('group', { name: 'Stripe payment element' })).toBeVisible();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123', { locale: 'zh-TW' });
    expect(fake.elementsOptions).toEqual([
      expect.objectContaining({ clientSecret: CLIENT_SECRET, locale: 'zh-TW' }),
    ]);
    // The method chosen on the form comes first among what Stripe offers.
    expect(fake.created).toEqual([
      { type: 'payment', options: expect.objectContaining({ paymentMethodOrder: ['google_pay'] }) },
    ]);
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pay $56.04' })).toBeEnabled(),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['requires_capture', 'succeeded'])(
    'reports an authorised payment when Stripe leaves the intent %s',
    async (status) => {
      const fake = createFakeStripeJs(answering({ paymentIntent: { status } }));
      const { onResult, user } = renderPanel(loaderOf(fake));
      await payWhenReady(user);

      await vi.waitFor(() => expect(onResult).toHaveBeenCalledWith({ status: 'authorized' }));
      expect(fake.confirmCalls).toEqual([
        expect.objectContaining({ redirect: 'if_required', elements: expect.anything() }),
      ]);
    },
  );

  it('is busy while Stripe confirms, then says why the card was declined and stays for another try', async () => {
    let decline: (outcome: StripeConfirmOutcome) => void = () => {};
    const fake = createFakeStripeJs(() => new Promise((resolve) => (decline = resolve)));
    const { onResult, onDecline, onConfirmingChange, user } = renderPanel(loaderOf(fake));
    await payWhenReady(user);

    const pay = screen.getByRole('button', { name: 'Pay $56.04' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAttribute('aria-busy', 'true');
    expect(onConfirmingChange).toHaveBeenLastCalledWith(true);

    decline({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        payment_intent: { status: 'requires_payment_method' },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your card has insufficient funds. Use a different card or payment method.',
    );
    expect(alert).toHaveTextContent(
      'Nothing was charged. Correct the card details or use another card.',
    );
    expect(onDecline).toHaveBeenCalledWith('insufficient_funds');
    expect(onResult).not.toHaveBeenCalled();
    expect(onConfirmingChange).toHaveBeenLastCalledWith(false);
    // The same Payment Element, holding the card as typed, and Pay for the same intent.
    expect(screen.getByRole('group', { name: 'Stripe payment element' })).toBeVisible();
    expect(fake.created).toHaveLength(1);
    await vi.waitFor(() => expect(pay).toBeEnabled());

    await user.click(pay);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    decline({ paymentIntent: { status: 'requires_capture' } });
    await vi.waitFor(() => expect(onResult).toHaveBeenCalledWith({ status: 'authorized' }));
    expect(fake.confirmCalls).toHaveLength(2);
  });

  it('ends the payment when Stripe cannot be reached', async () => {
    const fake = createFakeStripeJs(
      answering({ error: { type: 'api_connection_error', code: 'api_connection_error' } }),
    );
    const { onResult, onDecline, user } = renderPanel(loaderOf(fake));
    await payWhenReady(user);

    await vi.waitFor(() =>
      expect(onResult).toHaveBeenCalledWith({ status: 'failed', failureReason: 'gateway_error' }),
    );
    expect(onDecline).not.toHaveBeenCalled();
  });

  it('keeps the form open when Stripe finds a field incomplete', async () => {
    const fake = createFakeStripeJs(
      answering({ error: { type: 'validation_error', code: 'incomplete_number' } }),
    );
    const { onResult, user } = renderPanel(loaderOf(fake));
    await payWhenReady(user);

    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pay $56.04' })).toBeEnabled(),
    );
    expect(fake.confirmCalls).toHaveLength(1);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('says so when Stripe.js cannot be loaded, and loads it again on request', async () => {
    const fake = createFakeStripeJs(answering({ paymentIntent: { status: 'requires_capture' } }));
    const loadStripe = vi
      .fn<StripeLoader>()
      .mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
      .mockResolvedValue(fake.stripe);
    const { onResult, user } = renderPanel(loadStripe);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The secure payment form could not be loaded. Check your connection and try again.',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Stripe payment element' })).toBeVisible();
    expect(loadStripe).toHaveBeenCalledTimes(2);
    expect(onResult).not.toHaveBeenCalled();
  });
});
