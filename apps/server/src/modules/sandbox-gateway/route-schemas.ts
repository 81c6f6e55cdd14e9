import { z } from 'zod';
import type { BuyerView } from './buyer-actions';
import { hasAuthorisedSource, hostedPath } from './intent-mapping';
import { TEST_TOKEN_NAMES } from './test-tokens';

/**
 * The sandbox provider's own wire formats. They are not part of Burrow's contract package
 * because Burrow never calls them: browsers (hosted pages) and test scripts do.
 */
export const IntentParamsSchema = z.object({ intentId: z.string().min(1).max(64) });

// A missing secret is treated like a wrong one (404), not as a malformed request.
const clientSecret = z.string().max(200).default('');

// The hosted pages' language (`page-language.ts`); one that is not published falls back to
// the browser's, so an unknown value is not an error.
const locale = z.string().max(64).optional();

export const ClientSecretQuerySchema = z.object({ client_secret: clientSecret });

/** A hosted form's target: the page's language, carried from the page that posted. */
export const LocaleQuerySchema = z.object({ locale });

/** A hosted page's address: the intent's client secret and the page's language. */
export const PageQuerySchema = ClientSecretQuerySchema.extend({ locale });

export const CardFormSchema = z.object({
  client_secret: clientSecret,
  number: z.string().max(40).default(''),
  expiry: z.string().max(20).default(''),
  cvc: z.string().max(10).default(''),
  name: z.string().max(200).default(''),
});

export const DecisionFormSchema = z.object({
  client_secret: clientSecret,
  decision: z.enum(['approve', 'cancel']),
});

export const ChallengeFormSchema = z.object({
  client_secret: clientSecret,
  outcome: z.enum(['complete', 'fail']),
});

export const ConfirmBodySchema = z.object({
  client_secret: clientSecret,
  test_token: z.enum(TEST_TOKEN_NAMES),
});

export const HtmlSchema = z.string().describe('An HTML page');
export const NoBodySchema = z.undefined().describe('No body; see the Location header');

export const IntentStateSchema = z.object({
  id: z.string(),
  status: z.enum([
    'requires_payment_method',
    'requires_action',
    'authorized',
    'captured',
    'canceled',
    'failed',
  ]),
  amount_minor: z.number().int(),
  currency: z.string(),
  method_type: z.enum(['card', 'paypal', 'apple_pay', 'google_pay']),
  failure_reason: z.string().nullable(),
  payment_method: z
    .object({
      token: z.string(),
      brand: z.string().nullable(),
      last4: z.string().nullable(),
      payer_email: z.string().nullable(),
    })
    .nullable(),
  /** What the buyer must still do: a 3-D Secure challenge. */
  next_action: z.object({ type: z.literal('three_d_secure'), url: z.string() }).nullable(),
});

export type IntentState = z.infer<typeof IntentStateSchema>;

export function toIntentState({ intent, method }: BuyerView): IntentState {
  return {
    id: intent.id,
    status: intent.status,
    amount_minor: Number(intent.amount_minor),
    currency: intent.currency,
    method_type: intent.method_type,
    failure_reason: intent.failure_reason,
    payment_method:
      hasAuthorisedSource(intent) && method
        ? {
            token: method.token,
            brand: method.brand,
            last4: method.last4,
            payer_email: method.payer_email,
          }
        : null,
    next_action:
      intent.status === 'requires_action'
        ? {
            type: 'three_d_secure',
            url: hostedPath(intent.id, intent.client_secret, '/challenge'),
          }
        : null,
  };
}
