import { screen } from '@testing-library/react';
import { renderRoute } from '../../../test/render-route';
import { apiError } from '../../../test/fake-fetch';
import { Component as CheckoutRoute } from '../routes/checkout-route';

export const OFFER = 'GET /api/v1/offers/default';
export const ME = 'GET /api/v2/users/me';
export const SUBSCRIPTIONS = 'GET /api/v2/subscriptions/';
export const CUSTOMER_STATUS = 'POST /api/v1/checkout/customer-status';
export const ESTIMATE = 'POST /api/v1/estimate';
export const PAYMENT_INTENT = 'POST /api/v1/payment-intent';
export const CHECKOUT = 'POST /api/v1/checkout';

export const signedOut = apiError(401, 'unauthenticated');

/** Checkout for the 12-month Basic plan, with marker pages for where it may send people. */
export function renderCheckout(at = '/checkout?offer=default&price=vpn-basic-12m-usd') {
  return renderRoute({
    at,
    routes: [
      { path: '/checkout', Component: CheckoutRoute },
      { path: '/login', element: <p>Sign-in page</p> },
      { path: '/setup', element: <p>Setup page</p> },
      { path: '/order', element: <p>Order page</p> },
      { path: '/my-subscriptions', element: <p>My Subscription page</p> },
    ],
  });
}

type User = ReturnType<typeof renderCheckout>['user'];

/** Step 1 as a new buyer, ending on step 2. */
export async function continueAsNewBuyer(user: User, email = 'new@example.com') {
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Step 2 of 2: Payment' });
}
