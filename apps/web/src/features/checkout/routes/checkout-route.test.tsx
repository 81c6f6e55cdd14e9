import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCurrentUser, createSubscription, daysFromNow } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { createEstimate } from '../../../test/offer-builders';
import { createCheckoutOffer } from '../test/checkout-builders';
import {
  continueAsNewBuyer,
  CUSTOMER_STATUS,
  ESTIMATE,
  ME,
  OFFER,
  PAYMENT_INTENT,
  renderCheckout,
  signedOut,
  SUBSCRIPTIONS,
} from '../test/render-checkout';

const offer = createCheckoutOffer();

describe('/checkout step 1: who is buying', () => {
  it('asks an email with an account to sign in, and comes back to this checkout', async () => {
    const network = fakeFetch({
      [OFFER]: { body: offer },
      [ME]: signedOut,
      [CUSTOMER_STATUS]: { body: { status: 'existing' } },
    });
    const { user, router } = renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Step 1 of 2: Your email' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(network.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('Email address'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const prompt = await screen.findByRole('alert');
    expect(prompt).toHaveTextContent('ada@example.com already has a Burrow account');
    expect(network.calls.at(-1)?.body).toEqual({ email: 'ada@example.com' });

    await user.click(within(prompt).getByRole('link', { name: 'Sign in to continue' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/checkout?offer=default&price=vpn-basic-12m-usd')}`,
    );
  });

  it('lets a new email go on to payment', async () => {
    fakeFetch({
      [OFFER]: { body: offer },
      [ME]: signedOut,
      [CUSTOMER_STATUS]: { body: { status: 'new' } },
    });
    const { user } = renderCheckout();
    await continueAsNewBuyer(user, 'new@example.com');
    expect(screen.getByText('Buying as new@example.com')).toBeInTheDocument();
  });

  it('skips straight to payment for a signed-in customer', async () => {
    // Their only plan has expired: buying a new one is theirs to do.
    const expired = createSubscription({
      state: 'cancelled',
      active: false,
      auto_billing_enabled: false,
      next_payment_date: daysFromNow(-20),
    });
    fakeFetch({
      [OFFER]: { body: offer },
      [ME]: { body: createCurrentUser({ email: 'ada@example.com', country: 'GB' }) },
      [SUBSCRIPTIONS]: { body: { subscriptions: [expired] } },
      // A UK resident: 20% VAT is part of the price (decision 0108).
      [ESTIMATE]: { body: createEstimate(5604, { taxPercent: 20, taxInclusive: true }) },
    });
    renderCheckout();
    expect(await screen.findByText('Signed in as ada@example.com')).toBeInTheDocument();
    // Their account's country is the first guess, so the total shows at once.
    const pay = await screen.findByRole('button', { name: 'Pay $56.04' });
    expect(pay).toBeEnabled();
    // Beside Pay: the total due and the guarantee; under it, what makes paying safe.
    const bar = screen.getByTestId('pay-bar');
    expect(bar).toContainElement(pay);
    expect(bar).toHaveTextContent('Due today$56.04');
    expect(bar).toHaveTextContent('Covered by our 30-day money-back guarantee.');
    expect(screen.getByText('Secure, encrypted payment')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We accept Visa, Mastercard, American Express, Discover, PayPal, Apple Pay, and Google Pay.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/tos');
  });

  it('tells a customer whose plan still gives access that they already have a subscription, and where to change it', async () => {
    const network = fakeFetch({
      [OFFER]: { body: offer },
      [ME]: { body: createCurrentUser({ email: 'ada@example.com', country: 'GB' }) },
      [SUBSCRIPTIONS]: { body: { subscriptions: [createSubscription()] } },
    });
    const { user } = renderCheckout();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'You already have a Burrow subscription. Change your plan or add extras to it instead of buying a second one.',
    );
    // Nothing to pay with, and nothing priced.
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(network.calls.some((call) => call.method === 'POST')).toBe(false);
    expect(within(notice).getByRole('link', { name: 'Go to your subscriptions' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    await user.click(within(notice).getByRole('link', { name: 'Change your plan' }));
    expect(await screen.findByText('My Subscription page')).toBeInTheDocument();
  });

  it('says so when the link names a plan the offer does not have', async () => {
    fakeFetch({ [OFFER]: { body: offer }, [ME]: signedOut });
    renderCheckout('/checkout?offer=default&price=nope');
    expect(await screen.findByText('This plan is not available')).toBeInTheDocument();
  });
});

describe('/checkout step 2: residence, coupon and estimate', () => {
  it('needs a state and a valid ZIP code for the US before it lets anyone pay', async () => {
    const network = fakeFetch({
      [OFFER]: { body: offer },
      [ME]: signedOut,
      [CUSTOMER_STATUS]: { body: { status: 'new' } },
      [ESTIMATE]: { body: createEstimate(5604) },
    });
    const { user } = renderCheckout();
    await continueAsNewBuyer(user);

    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    await user.type(screen.getByLabelText('ZIP code'), '9410');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(screen.getByText('Choose your state.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid ZIP or postal code.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveFocus());
    const posted = network.calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posted).not.toContain('/api/v1/estimate');
    expect(posted).not.toContain('/api/v1/payment-intent');

    await user.selectOptions(screen.getByLabelText('State'), 'CA');
    await user.type(screen.getByLabelText('ZIP code'), '5');
    expect(await screen.findByRole('button', { name: 'Pay $56.04' })).toBeEnabled();
    expect(network.calls.at(-1)?.body).toEqual({
      offerId: 'default',
      priceIds: ['vpn-basic-12m-usd'],
      customer: { residenceCountry: 'US', residenceState: 'CA', residenceZipcode: '94105' },
      // A direct visit: no campaign, affiliate or referral to credit.
      xv: { source_channel: 'direct' },
    });
  });

  it('applies a coupon that fits and refuses one that does not', async () => {
    const network = fakeFetch({
      [OFFER]: { body: offer },
      [ME]: signedOut,
      [CUSTOMER_STATUS]: { body: { status: 'new' } },
      [ESTIMATE]: ({ body }) => {
        const { couponCode } = body as { couponCode?: string };
        if (couponCode === 'BADCODE') return apiError(422, 'coupon_not_applicable');
        if (couponCode === 'WELCOME10') {
          return {
            body: createEstimate(5604, {
              discount: 560,
              coupon: { code: 'WELCOME10', applied: true, description: '10% off' },
            }),
          };
        }
        return { body: createEstimate(5604) };
      },
    });
    const { user } = renderCheckout();
    await continueAsNewBuyer(user);
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    await screen.findByRole('button', { name: 'Pay $56.04' });

    await user.type(screen.getByLabelText('Coupon code'), 'badcode');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon does not apply to this purchase.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay $56.04' })).toBeEnabled();

    await user.clear(screen.getByLabelText('Coupon code'));
    await user.type(screen.getByLabelText('Coupon code'), ' welcome10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon WELCOME10 applied.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Discount-$5.60');
    expect(screen.getByRole('button', { name: 'Pay $50.44' })).toBeEnabled();
    const coupons = network.calls
      .filter((call) => call.path === '/api/v1/estimate')
      .map((call) => (call.body as { couponCode?: string }).couponCode);
    // Each code is tried once; the applied answer is reused, not asked for again.
    expect(coupons).toEqual([undefined, 'BADCODE', 'WELCOME10']);
  });

  it('adds an add-on to the estimate, leaving out what the plan already includes', async () => {
    const network = fakeFetch({
      [OFFER]: { body: offer },
      [ME]: signedOut,
      [CUSTOMER_STATUS]: { body: { status: 'new' } },
      [ESTIMATE]: { body: createEstimate(5604) },
    });
    const { user } = renderCheckout('/checkout?offer=default&price=vpn-premium-12m-usd');
    await continueAsNewBuyer(user);
    expect(screen.queryByRole('checkbox', { name: 'Identity alerts' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country'), 'GB');
    // Folded so they do not push Pay down; one button opens them.
    expect(screen.queryByRole('checkbox', { name: 'Dedicated IP' })).not.toBeInTheDocument();
    const addons = screen.getByRole('button', { name: 'Add extra protection' });
    expect(addons).toHaveAttribute('aria-expanded', 'false');
    await user.click(addons);
    expect(addons).toHaveAttribute('aria-expanded', 'true');
    const dedicatedIp = screen.getByRole('checkbox', { name: 'Dedicated IP' });
    expect(dedicatedIp).toHaveAccessibleDescription(/for 12 months$/);
    await user.click(dedicatedIp);
    await screen.findByRole('button', { name: /^Pay \$/ });
    expect(network.calls.at(-1)?.body).toMatchObject({
      priceIds: ['vpn-premium-12m-usd', 'addon-dedicated-ip-12m-usd'],
    });
    expect(network.calls.map((call) => call.path)).not.toContain(PAYMENT_INTENT);
  });
});
