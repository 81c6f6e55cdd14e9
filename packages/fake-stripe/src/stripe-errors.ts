import type Stripe from 'stripe';

/** The `error` object of Stripe's error responses (https://docs.stripe.com/api/errors). */
export interface StripeErrorBody {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: Stripe.PaymentIntent;
  payment_method?: Stripe.PaymentMethod;
}

/**
 * An error the fake answers, as Stripe would. `stage` says whether the request had started
 * executing: Stripe saves an idempotent result only once an endpoint started executing, so a
 * request refused while its parameters were validated can be retried with the same key.
 */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    readonly stage: 'validation' | 'execution' = 'validation',
  ) {
    super(body.message);
  }
}

export function invalidRequest(
  message: string,
  details: { param?: string; code?: string; stage?: 'validation' | 'execution' } = {},
): FakeStripeError {
  const body: StripeErrorBody = { type: 'invalid_request_error', message };
  if (details.code) {
    body.code = details.code;
    body.doc_url = `https://docs.stripe.com/error-codes/${details.code.replaceAll('_', '-')}`;
  }
  if (details.param) body.param = details.param;
  return new FakeStripeError(400, body, details.stage ?? 'validation');
}

export function missingParam(param: string): FakeStripeError {
  return invalidRequest(`Missing required param: ${param}.`, { param, code: 'parameter_missing' });
}

export function invalidParam(param: string, message: string): FakeStripeError {
  return invalidRequest(message, { param, code: 'parameter_invalid' });
}

/** Stripe's 404 for an id it does not know, with the object name it expected. */
export function resourceMissing(objectName: string, id: string, param = 'id'): FakeStripeError {
  return new FakeStripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    doc_url: 'https://docs.stripe.com/error-codes/resource-missing',
    param,
    message: `No such ${objectName}: '${id}'`,
  });
}

export function unexpectedState(message: string): FakeStripeError {
  return invalidRequest(message, { code: 'payment_intent_unexpected_state', stage: 'execution' });
}

export function invalidApiKey(key: string | null): FakeStripeError {
  const shown = key
    ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
    : '';
  return new FakeStripeError(401, {
    type: 'invalid_request_error',
    message: key
      ? `Invalid API Key provided: ${shown}`
      : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
  });
}

export function secretKeyRequired(): FakeStripeError {
  return new FakeStripeError(401, {
    type: 'invalid_request_error',
    code: 'secret_key_required',
    message:
      'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
  });
}

export function apiError(message = 'An unknown error occurred'): FakeStripeError {
  return new FakeStripeError(500, { type: 'api_error', message });
}
