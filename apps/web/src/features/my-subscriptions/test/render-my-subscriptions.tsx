import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../test/render-route';
import { MySubscriptionsPage } from '../components/my-subscriptions-page';

export const LIST = 'GET /api/v2/subscriptions/';
/** The offer of the builders' subscription (`sub-monthly`), as the server filters it. */
export const OFFER = 'GET /api/v2/subscriptions/sub-monthly/offer';
export const BULK_ESTIMATE = 'PUT /api/v2/checkout/bulk-estimate';
export const ESTIMATE = 'PUT /api/v2/checkout/estimate';
export const CONFIRM = 'POST /api/v2/checkout/';
export const PAY = 'PUT /api/v2/checkout/';
export const PAYMENT_INTENT = 'POST /api/v1/payment-intent';

/** `/my-subscriptions` in the app's providers, with payment history to follow a link to. */
export function renderMySubscriptions() {
  return renderRoute({
    at: '/my-subscriptions',
    routes: [
      { path: '/my-subscriptions', Component: MySubscriptionsPage },
      { path: '/invoices', element: <h1>Payment history</h1> },
    ],
  });
}

/** One plan of the comparison, e.g. "Burrow VPN Basic, 12 months". */
export async function findPlanRow(name: string) {
  const section = await screen.findByRole('region', { name: 'Change plan' });
  return within(section).findByRole('listitem', { name });
}
