import type { loadStripe as loadStripeJs } from '@stripe/stripe-js/pure';
import { vi } from 'vitest';

/**
 * What `@stripe/stripe-js/pure` is in the web tests (vitest.config.ts aliases it here): Stripe.js
 * is never fetched from Stripe. A test that reaches Stripe arranges what `loadStripe`
 * resolves (a `createFakeStripeJs` object); the setup resets it before every test.
 *
 * An alias, not a `vi.mock` in the files that need it: the test files share their worker's
 * modules (`isolate: false`, decision 0138), so an app module an earlier file loaded would
 * keep the real loader, or an earlier file's mock.
 */
export const loadStripe = vi.fn<typeof loadStripeJs>();
