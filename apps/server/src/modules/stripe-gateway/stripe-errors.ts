import Stripe from 'stripe';
import { GatewayUnavailableError } from '../payments/payment-gateway';

/**
 * A request Stripe refused (an unknown id, an intent in the wrong state, an idempotency key
 * reused with other parameters, a bad key). Like the sandbox's refusals it is a plain Error:
 * reaching Burrow's API it is a bug there (a 500), or, for a retrieve, "no such payment".
 */
export class StripeGatewayError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'StripeGatewayError';
  }
}

// Stripe masks keys in its messages; a fake or a proxy might not.
const KEY_PATTERN = /\b(sk|rk|pk)_(test|live)_[A-Za-z0-9_]+/g;

/** Any text from Stripe that may reach a log, with keys cut out. */
export function withoutKeys(text: string): string {
  return text.replace(KEY_PATTERN, '$1_$2_[redacted]');
}

/** Codes of 4xx answers that only mean "not now": the same request may succeed later. */
const RETRYABLE_CODES = new Set(['lock_timeout', 'idempotency_key_in_use', 'rate_limit']);

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

export function isMissing(error: unknown): boolean {
  return isStripeError(error) && error.code === 'resource_missing';
}

export function isUnexpectedState(error: unknown): boolean {
  return isStripeError(error) && error.code === 'payment_intent_unexpected_state';
}

/** An amount below the smallest charge Stripe accepts in its currency. */
export function isBelowMinimum(error: unknown): boolean {
  return isStripeError(error) && error.code === 'amount_too_small';
}

/** A refund refused because the charge has less left to refund than asked. */
export function isRefundedAlready(error: unknown): boolean {
  return (
    isStripeError(error) &&
    (error.code === 'charge_already_refunded' || error.code === 'amount_too_large')
  );
}

/**
 * What a failed call means for Burrow: unreachable, 5xx, rate-limited or timed out → the
 * port's GatewayUnavailableError (the outcome is unknown; retry with the same key). Anything
 * else Stripe refused is a StripeGatewayError carrying Stripe's code, never its raw answer.
 */
export function translateStripeError(error: unknown): Error {
  if (!isStripeError(error)) return error instanceof Error ? error : new Error(String(error));
  const message = withoutKeys(error.message);
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode !== undefined && error.statusCode >= 500) ||
    (error.code !== undefined && RETRYABLE_CODES.has(error.code))
  ) {
    return new GatewayUnavailableError(`Stripe is unavailable: ${message}`);
  }
  return new StripeGatewayError(error.code ?? error.type, `Stripe refused the request: ${message}`);
}
