import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCurrentUser, createSubscription, daysFromNow } from '../../../test/builders';
import { fakeFetch, type FakeResponse } from '../../../test/fake-fetch';
import { createEstimate, createPrice, createProduct } from '../../../test/offer-builders';
import { renderRoute } from '../../../test/render-route';
import {
  createGatewayBody,
  framedPageUrl,
  gatewaySays,
  intentAnswer,
} from '../../../test/sandbox-gateway';
import { Component as DashboardRoute } from './dashboard-route';

const LIST = 'GET /api/v2/subscriptions/';
const OFFER = 'GET /api/v1/offers/default';
const ME = 'GET /api/v2/users/me';
const ESTIMATE = 'POST /api/v1/estimate';
const PAYMENT_INTENT = 'POST /api/v1/payment-intent';
const CHECKOUT_FOR_CUSTOMER = 'POST /api/v1/checkout-for-customer';
const PAYMENT_RESULT = 'POST /data-platform/resource_type/payment_result/v1/write';

const INTENT_ID = 'pi_renewal_1';
const gateway = createGatewayBody(INTENT_ID, 5828);

// Ended 20 days ago with autobill off: a card plan billing allows renewing by hand.
const endedCardPlan = {
  state: 'cancelled',
  active: false,
  auto_billing_enabled: false,
  manual_renew_allowed: true,
  next_payment_date: daysFromNow(-20),
} as const;
const expired = createSubscription({
  ...endedCardPlan,
  plan_name: 'Burrow Basic 12 months',
  price_krns: ['krn:price:vpn-basic-12m-usd'],
});
const renewed = createSubscription({ plan_name: 'Burrow VPN Basic' });
const offer = {
  id: 'default',
  name: 'Burrow VPN plans',
  kind: 'standard' as const,
  newCustomersOnly: false,
  products: [
    createProduct({
      id: 'vpn-basic',
      displayName: 'Burrow VPN Basic',
      tier: 'TIER_BASIC',
      prices: [createPrice('vpn-basic', 1, 1295), createPrice('vpn-basic', 12, 5604)],
    }),
  ],
};
const recorded: FakeResponse = {
  status: 201,
  body: {
    redirectUrl: '/setup',
    subscription: { id: 'sub_new', subscriptionItems: [] },
    checkoutItemSubscriptions: [],
    message: 'ok',
  },
};

function arrange(subscriptions = [expired]) {
  return fakeFetch({
    // After the renewal the list is loaded again and holds the new subscription.
    [LIST]: [{ body: { subscriptions } }, { body: { subscriptions: [...subscriptions, renewed] } }],
    [OFFER]: { body: offer },
    [ME]: { body: createCurrentUser({ email: 'expired@example.com', country: 'us' }) },
    // 4% New York tax on $56.04.
    [ESTIMATE]: { body: createEstimate(5604, { taxPercent: 4 }) },
    [PAYMENT_INTENT]: intentAnswer(gateway),
    [CHECKOUT_FOR_CUSTOMER]: recorded,
    [PAYMENT_RESULT]: { status: 202, body: { status: 'accepted' } },
  });
}

const posted = (network: ReturnType<typeof arrange>, path: string) =>
  network.calls.filter((call) => call.method === 'POST' && call.path === path);

/** Opens the modal from the expired card and pays from New York, up to the gateway's page. */
async function openGateway() {
  const rendered = renderRoute({
    at: '/subscriptions',
    routes: [{ path: '/subscriptions', Component: DashboardRoute }],
  });
  const { user } = rendered;
  const card = await screen.findByRole('article', { name: 'Burrow Basic 12 months' });
  await user.click(within(card).getByRole('button', { name: 'Renew now' }));
  const modal = await screen.findByRole('dialog', { name: 'Renew Burrow Basic 12 months' });
  // The same plan at the offer's price, once the modal has loaded the offer.
  const plan = await within(modal).findByRole('region', { name: 'Plan' });
  expect(plan).toHaveTextContent('Burrow VPN Basic');
  expect(plan).toHaveTextContent('12 months · $56.04');
  // The account's country comes first; the US needs a state and a ZIP code before paying.
  expect(within(modal).getByLabelText('Country')).toHaveValue('US');
  await user.click(within(modal).getByRole('button', { name: 'Pay' }));
  expect(within(modal).getByText('Choose your state.')).toBeInTheDocument();
  await waitFor(() => expect(within(modal).getByLabelText('State')).toHaveFocus());
  await user.selectOptions(within(modal).getByLabelText('State'), 'NY');
  await user.type(within(modal).getByLabelText('ZIP code'), '10001');
  expect(await within(modal).findByRole('region', { name: 'Order summary' })).toHaveTextContent(
    'Tax (4%)',
  );
  await user.click(await within(modal).findByRole('button', { name: 'Pay $58.28' }));
  const gatewayDialog = await screen.findByRole('dialog', { name: 'Secure payment' });
  expect(within(gatewayDialog).getByTitle('Secure payment')).toHaveAttribute(
    'src',
    framedPageUrl(gateway),
  );
  return { ...rendered, modal };
}

describe('/subscriptions renewing by hand (docs/product.md#renewing-by-hand payment renewal modal)', () => {
  it('renews an expired plan: same plan, taxed where they live, recorded for the customer', async () => {
    const network = arrange();
    await openGateway();

    const [estimate] = posted(network, '/api/v1/estimate');
    expect(estimate?.body).toEqual({
      offerId: 'default',
      priceIds: ['vpn-basic-12m-usd'],
      customer: { residenceCountry: 'US', residenceState: 'NY', residenceZipcode: '10001' },
    });
    const [intent] = posted(network, '/api/v1/payment-intent');
    const intentBody = intent?.body as { checkoutAttemptId: string };
    expect(intentBody).toMatchObject({
      amount: { unscaledValue: 5828, scale: 2, currency: 'USD' },
      paymentMethodType: 'card',
      flow: 'additional_purchase',
    });

    gatewaySays({ intentId: INTENT_ID, status: 'authorized' });
    expect(
      await screen.findByText(
        'Burrow Basic 12 months is renewed. Your new subscription is active, and its invoice is in your payment history.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted(network, '/api/v1/checkout')).toEqual([]);
    expect(posted(network, '/api/v1/checkout-for-customer').map((call) => call.body)).toEqual([
      {
        priceId: 'vpn-basic-12m-usd',
        priceIds: ['vpn-basic-12m-usd'],
        paymentIntentId: INTENT_ID,
        checkoutAttemptId: intentBody.checkoutAttemptId,
        paymentSourceType: 'card',
        offerId: 'default',
        customer: {
          email: 'expired@example.com',
          residenceCountry: 'US',
          residenceState: 'NY',
          residenceZipcode: '10001',
        },
        userSession: { pageViewId: expect.any(String) },
      },
    ]);
    // The dashboard loads the subscriptions again and shows the new one.
    expect(await screen.findByRole('article', { name: 'Burrow VPN Basic' })).toBeInTheDocument();
    expect(network.calls.filter((call) => call.path === '/api/v2/subscriptions/')).toHaveLength(2);
  });

  it('shows why a declined card failed, keeps the modal open and renews nothing', async () => {
    const network = arrange();
    const { modal, user } = await openGateway();

    gatewaySays({ intentId: INTENT_ID, status: 'failed', failureReason: 'payment_declined' });
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Your payment failed. Please try again with a different payment method.',
    );
    expect(screen.queryByRole('dialog', { name: 'Secure payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Renew Burrow Basic 12 months' })).toBeVisible();
    expect(posted(network, '/api/v1/checkout-for-customer')).toEqual([]);
    expect(screen.queryByText(/is renewed/)).not.toBeInTheDocument();
    // docs/product.md#the-order-page: the renewal's declined attempt is a payment result like the order page's.
    await waitFor(() =>
      expect(posted(network, '/data-platform/resource_type/payment_result/v1/write')).toHaveLength(
        1,
      ),
    );
    expect(
      posted(network, '/data-platform/resource_type/payment_result/v1/write')[0]?.body,
    ).toMatchObject({
      event: 'payment_authorization',
      source: 'additional_purchase',
      result: 'failure',
      transId: INTENT_ID,
      errorCode: 'payment_declined',
    });

    // Closing the modal leaves the dashboard as it was.
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('offers "Renew now" only where the domain allows renewing by hand', async () => {
    const notAllowed = createSubscription({
      ...endedCardPlan,
      plan_name: 'Burrow Premium 1 month',
      manual_renew_allowed: false,
    });
    arrange([expired, notAllowed]);
    renderRoute({
      at: '/subscriptions',
      routes: [{ path: '/subscriptions', Component: DashboardRoute }],
    });
    const renewable = await screen.findByRole('article', { name: 'Burrow Basic 12 months' });
    expect(within(renewable).getByRole('button', { name: 'Renew now' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Burrow Premium 1 month' });
    expect(within(card).queryByRole('button', { name: 'Renew now' })).not.toBeInTheDocument();
  });

  it('offers no "Renew now" while another plan still gives access: that would be a second plan', async () => {
    const active = createSubscription({ plan_name: 'Burrow VIP 12 months' });
    arrange([expired, active]);
    renderRoute({
      at: '/subscriptions',
      routes: [{ path: '/subscriptions', Component: DashboardRoute }],
    });
    await screen.findByRole('article', { name: 'Burrow VIP 12 months' });
    expect(screen.queryByRole('button', { name: 'Renew now' })).not.toBeInTheDocument();
  });

  it('sends to the plans when the offer no longer sells the plan', async () => {
    const gone = createSubscription({
      ...endedCardPlan,
      plan_name: 'Burrow Premium 24 months',
      tier: 'TIER_PREMIUM',
      price_krns: ['krn:price:vpn-premium-24m-usd'],
      next_billing_cycle: 24,
    });
    arrange([gone]);
    const { user } = renderRoute({
      at: '/subscriptions',
      routes: [{ path: '/subscriptions', Component: DashboardRoute }],
    });
    await user.click(await screen.findByRole('button', { name: 'Renew now' }));
    const modal = await screen.findByRole('dialog', { name: 'Renew Burrow Premium 24 months' });
    expect(
      await within(modal).findByText(
        'This plan is no longer sold. Choose one of our current plans instead.',
      ),
    ).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/order',
    );

    // Closing gives focus back to the button that opened it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Renew now' })).toHaveFocus();
  });
});
