import type Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { findOwnersOfToken, updateCardDetails } from '../payment-methods/payment-method-repository';
import { showUpdatedCard } from '../subscriptions/subscription-payment-source';
import type { HandlerOutcome } from './webhook-events';

/**
 * `payment_method.automatically_updated` / `payment_method.updated` (decision 0084): the card
 * networks (or the customer at the provider) gave a saved card a new number or expiry. The
 * wallet shows the new brand, last four and expiry, and the subscriptions charging it show
 * the new card. Judged by the event's time against the last update applied, so an older
 * update delivered late changes nothing; a method no wallet holds is ignored.
 */
export async function applyCardUpdate(
  ctx: AppContext,
  tx: Queryable,
  method: Stripe.PaymentMethod,
  changedAt: Date,
): Promise<HandlerOutcome> {
  const owners = await findOwnersOfToken(tx, method.id);
  if (owners.length === 0 || !method.card) {
    return { outcome: 'ignored_unknown_method', tenantId: null };
  }
  const { card } = method;
  const changed = await updateCardDetails(
    tx,
    method.id,
    {
      brand: card.brand,
      last4: card.last4,
      expMonth: card.exp_month,
      expYear: card.exp_year,
    },
    changedAt,
  );
  const tenantId = owners[0]?.tenant_id ?? null;
  if (changed === 0) return { outcome: 'ignored_stale', tenantId };
  await showUpdatedCard(tx, method.id, { brand: card.brand, last4: card.last4 }, ctx.clock.now());
  return { outcome: 'applied', tenantId };
}
