import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { generateToken } from '../../platform/secrets';
import type { PaymentIntent, PaymentSource } from '../payments/payment-gateway';
import { findIntentWithMethod, type IntentRow, type PaymentMethodRow } from './intent-repository';
import { missing } from './sandbox-errors';

/** Where every route of the sandbox provider lives. */
export const GATEWAY_PREFIX = '/sandbox-gateway';

/** Provider-style ids (`pi_…`, `pm_…`, `ch_…`, `re_…`): unguessable and self-describing. */
export function newId(prefix: 'pi' | 'pm' | 'ch' | 're'): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

export function newClientSecret(intentId: string): string {
  return `${intentId}_secret_${generateToken()}`;
}

/**
 * The hosted page for an intent, relative so the browser loads it from the app's origin;
 * with a `locale`, the page speaks that language (the merchant adds it to `hostedUrl`).
 */
export function hostedPath(
  intentId: string,
  clientSecret: string,
  suffix = '',
  locale?: string,
): string {
  const language = locale ? `&locale=${encodeURIComponent(locale)}` : '';
  return `${GATEWAY_PREFIX}/pay/${intentId}${suffix}?client_secret=${encodeURIComponent(clientSecret)}${language}`;
}

export function toSource(method: PaymentMethodRow): PaymentSource {
  return {
    token: method.token,
    methodType: method.method_type,
    brand: method.brand,
    last4: method.last4,
    expMonth: method.exp_month,
    expYear: method.exp_year,
    payerEmail: method.payer_email,
  };
}

/**
 * Whether the intent's method was authorised: it is then a reusable source, also after the
 * merchant cancels the hold (a free trial's card check saves the card for renewals). Failed
 * attempts keep their method for the record but expose none.
 */
export function hasAuthorisedSource(intent: IntentRow): boolean {
  return (
    intent.payment_method_token !== null &&
    (intent.status === 'authorized' || intent.status === 'captured' || intent.status === 'canceled')
  );
}

export function toPaymentIntent(
  intent: IntentRow,
  method: PaymentMethodRow | undefined,
  publicBase: string,
  amountRefundedMinor: number,
): PaymentIntent {
  return {
    id: intent.id,
    status: intent.status,
    amountMinor: Number(intent.amount_minor),
    currency: intent.currency,
    methodType: intent.method_type,
    clientSecret: intent.client_secret,
    hostedUrl: `${publicBase}${hostedPath(intent.id, intent.client_secret)}`,
    source: hasAuthorisedSource(intent) && method ? toSource(method) : null,
    failure:
      intent.failure_reason !== null
        ? { reason: intent.failure_reason, message: intent.failure_message ?? '' }
        : null,
    chargeId: intent.charge_id,
    amountRefundedMinor,
  };
}

export async function loadIntent(
  db: Queryable,
  intentId: string,
  publicBase: string,
): Promise<PaymentIntent> {
  const found = await findIntentWithMethod(db, intentId);
  if (!found) throw missing('payment intent', intentId);
  return toPaymentIntent(found.intent, found.method, publicBase, found.refundedMinor);
}
