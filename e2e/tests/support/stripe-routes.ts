import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { FAKE_STRIPE_PORT } from './servers';

const STAND_IN = fs.readFileSync(path.join(import.meta.dirname, 'stripe-js-stand-in.js'), 'utf8');
const FAKE_STRIPE = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;

/**
 * Stripe's hosts as the page meets them, without the internet: Stripe.js
 * (`https://js.stripe.com/…`, whatever release @stripe/stripe-js asks for) is the stand-in,
 * and `https://api.stripe.com` is the local fake Stripe API the Stripe server also talks to.
 * The page still loads them from Stripe's URLs, so the server's CSP is what allows them.
 */
export async function routeStripe(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STAND_IN }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${FAKE_STRIPE}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}
