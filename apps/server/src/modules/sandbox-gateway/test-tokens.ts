import type { TestBehaviour } from './test-cards';

/**
 * Test tokens let a script or a test pay an intent without a browser, the way PSPs' test
 * modes offer `tok_visa`: each stands for a test card or a buyer's decision.
 */
export type TestTokenAction =
  | { kind: 'card'; number: string }
  | { kind: 'paypal'; decision: 'approve' | 'cancel' }
  | { kind: 'wallet'; decision: 'approve' | 'cancel' };

export const TEST_TOKENS = {
  tok_visa: { kind: 'card', number: '4242424242424242' },
  tok_declined: { kind: 'card', number: '4000000000000002' },
  tok_insufficient_funds: { kind: 'card', number: '4000000000009995' },
  tok_3ds_required: { kind: 'card', number: '4000002760003184' },
  tok_incorrect_cvc: { kind: 'card', number: '4000000000000127' },
  tok_expired_card: { kind: 'card', number: '4000000000000069' },
  tok_fraud: { kind: 'card', number: '4100000000000019' },
  tok_processing_error: { kind: 'card', number: '4000000000000119' },
  tok_renewal_declines: { kind: 'card', number: '4000000000000341' },
  tok_paypal_approve: { kind: 'paypal', decision: 'approve' },
  tok_paypal_cancel: { kind: 'paypal', decision: 'cancel' },
  tok_wallet_approve: { kind: 'wallet', decision: 'approve' },
  tok_wallet_cancel: { kind: 'wallet', decision: 'cancel' },
} as const satisfies Record<string, TestTokenAction>;

export type TestToken = keyof typeof TEST_TOKENS;

export const TEST_TOKEN_NAMES = Object.keys(TEST_TOKENS) as [TestToken, ...TestToken[]];

/**
 * Saved payment methods every sandbox database holds (migration 0100), for off-session
 * `chargeSource` calls in tests and scripts without paying an intent first.
 */
export const SAVED_TEST_SOURCES = {
  pm_card_visa: 'succeeds',
  pm_card_declined: 'payment_declined',
  pm_card_insufficient_funds: 'insufficient_funds',
  pm_card_3ds_required: 'requires_3ds',
  pm_card_incorrect_cvc: 'incorrect_cvc',
  pm_card_expired: 'expired_card',
  pm_card_fraud: 'fraud_suspected',
  pm_card_processing_error: 'processing_error',
  pm_card_renewal_declines: 'succeeds_then_declines',
  pm_paypal: 'succeeds',
} as const satisfies Record<string, TestBehaviour>;
