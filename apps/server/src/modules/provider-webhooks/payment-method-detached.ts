import type Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { findOwnersOfToken } from '../payment-methods/payment-method-repository';
import { removeDetachedPaymentMethod } from '../payment-methods/payment-method-service';
import type { HandlerOutcome } from './webhook-events';

/**
 * `payment_method.detached` (decision 0084): the method can no longer be charged, so it
 * leaves every wallet that holds it the way removing a card does (the payment-methods
 * module decides what its subscriptions charge next). Detaching is final at the provider,
 * so a replay or a stale event about it finds nothing left to remove.
 */
export async function applyDetachedMethod(
  ctx: AppContext,
  tx: Queryable,
  method: Stripe.PaymentMethod,
): Promise<HandlerOutcome> {
  const owners = await findOwnersOfToken(tx, method.id);
  if (owners.length === 0) return { outcome: 'ignored_unknown_method', tenantId: null };
  for (const owner of owners) {
    await removeDetachedPaymentMethod(
      tx,
      ctx,
      { tenantId: owner.tenant_id, userId: owner.user_id },
      method.id,
    );
  }
  return { outcome: 'applied', tenantId: owners[0]?.tenant_id ?? null };
}
