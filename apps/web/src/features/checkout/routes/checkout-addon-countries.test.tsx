import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { createEstimate, createPrice, createProduct } from '../../../test/offer-builders';
import { createCheckoutOffer } from '../test/checkout-builders';
import {
  continueAsNewBuyer,
  CUSTOMER_STATUS,
  ESTIMATE,
  ME,
  OFFER,
  renderCheckout,
  signedOut,
} from '../test/render-checkout';

const base = createCheckoutOffer();
/** The checkout offer plus a credit report sold to US residents only. */
const offer = createCheckoutOffer({
  products: [
    ...base.products,
    createProduct({
      id: 'addon-credit-report',
      displayName: 'Credit report',
      kind: 'addon',
      soldInCountries: ['US'],
      entitlements: [{ id: 'credit-report', name: 'Credit report', type: 'feature' }],
      prices: [createPrice('addon-credit-report', 12, 3588)],
    }),
  ],
});

/** What the server answers for a residence: without the credit report outside the US. */
const soldIn = (country: string | null) =>
  country === null || country === 'US'
    ? offer
    : { ...offer, products: offer.products.filter((p) => p.id !== 'addon-credit-report') };

function renderNewBuyer() {
  const network = fakeFetch({
    [OFFER]: ({ query }) => ({ body: soldIn(query.get('country')) }),
    [ME]: signedOut,
    [CUSTOMER_STATUS]: { body: { status: 'new' } },
    [ESTIMATE]: { body: createEstimate(5604) },
  });
  return { network, ...renderCheckout() };
}

describe('/checkout add-ons sold only in some countries', () => {
  // The page does not filter: the offer answered for the residence (soldIn) is what it shows.
  it('does not offer a German resident a US-only add-on', async () => {
    const { user } = renderNewBuyer();
    await continueAsNewBuyer(user);
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    // The add-ons are folded behind one button (decision 0104).
    await user.click(screen.getByRole('button', { name: 'Add extra protection' }));
    expect(await screen.findByRole('checkbox', { name: 'Dedicated IP' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Credit report' })).not.toBeInTheDocument();
  });

  it('drops a chosen US-only add-on when the buyer moves to Saudi Arabia, and says so', async () => {
    const { user, network } = renderNewBuyer();
    await continueAsNewBuyer(user);
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    await user.click(screen.getByRole('button', { name: 'Add extra protection' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Credit report' }));
    await user.selectOptions(screen.getByLabelText('Country'), 'SA');

    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Credit report' })).not.toBeInTheDocument(),
    );
    // The notice is one live region; the new estimate's may still be loading beside it.
    const notice = screen
      .getAllByRole('status')
      .find((region) => region.textContent?.startsWith('Not sold in your country'));
    expect(notice).toHaveTextContent(
      'Not sold in your country of residence, so removed from your order: Credit report',
    );
    await waitFor(() =>
      expect(
        network.calls.filter((call) => call.path === '/api/v1/estimate').at(-1)?.body,
      ).toMatchObject({
        priceIds: ['vpn-basic-12m-usd'],
        customer: { residenceCountry: 'SA' },
      }),
    );
    const asked = network.calls
      .filter((call) => call.path === '/api/v1/estimate')
      .map((call) => (call.body as { priceIds: string[] }).priceIds);
    expect(asked.flat()).not.toContain('addon-credit-report-12m-usd');
  });
});
