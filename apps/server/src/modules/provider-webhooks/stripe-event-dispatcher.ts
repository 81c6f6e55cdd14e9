import type Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import { settleAuthenticatedRenewal } from '../billing/authenticated-renewal';
import { GatewayUnavailableError } from '../payments/payment-gateway';
import { applyCardUpdate } from './card-updated';
import { applyLatePayment, giveBackLatePayment } from './late-checkout-payment';
import { applyDetachedMethod } from './payment-method-detached';
import { applyDispute } from './payment-dispute';
import { applyProviderRefund } from './provider-refund';
import { processOnce, type HandlerOutcome } from './webhook-events';

/**
 * Routes a verified Stripe event to its handler, once (`processOnce`): the handler's effects
 * and the event's id commit together. Work that must call the provider (giving back a late
 * checkout payment) runs after the commit and is idempotent by its own key, so a failure
 * there leaves it to the billing run's sweep rather than to a redelivery. Events Burrow does
 * not handle are stored as `ignored_type`, answered 200 and never asked for again.
 */
export async function dispatchStripeEvent(
  ctx: AppContext,
  event: Stripe.Event,
): Promise<{ duplicate: boolean }> {
  const now = ctx.clock.now();
  const after: {
    giveBack: { tenantId: string; paymentIntentId: string } | null;
    authenticatedRenewal: { tenantId: string; subscriptionId: string; paymentId: string } | null;
  } = { giveBack: null, authenticatedRenewal: null };
  const result = await processOnce(
    ctx.db,
    {
      provider: 'stripe',
      id: event.id,
      type: event.type,
      createdAt: new Date(event.created * 1000),
    },
    now,
    async (tx): Promise<HandlerOutcome> => {
      switch (event.type) {
        case 'payment_intent.amount_capturable_updated':
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed': {
          const intent = event.data.object;
          const renewal = renewalOf(intent);
          if (renewal && event.type === 'payment_intent.succeeded') {
            after.authenticatedRenewal = renewal;
            return { outcome: 'renewal_payment', tenantId: renewal.tenantId };
          }
          const outcome = await applyLatePayment(tx, intent, now);
          after.giveBack = outcome.giveBack;
          return { outcome: outcome.outcome, tenantId: outcome.tenantId };
        }
        case 'refund.created':
        case 'refund.updated':
          return applyProviderRefund(ctx, tx, event.data.object);
        case 'charge.refunded':
          return applyChargeRefunds(ctx, tx, event.data.object);
        case 'charge.dispute.created':
        case 'charge.dispute.updated':
        case 'charge.dispute.funds_withdrawn':
        case 'charge.dispute.funds_reinstated':
        case 'charge.dispute.closed':
          return applyDispute(ctx, tx, event.data.object);
        case 'payment_method.automatically_updated':
        case 'payment_method.updated':
          return applyCardUpdate(ctx, tx, event.data.object, new Date(event.created * 1000));
        case 'payment_method.detached':
          return applyDetachedMethod(ctx, tx, event.data.object);
        default:
          return { outcome: 'ignored_type', tenantId: null };
      }
    },
  );
  if (after.giveBack) await giveBackLatePayment(ctx, after.giveBack);
  // A renewal payment the customer authenticated (SCA, decision 0086) settles its renewal,
  // asking the provider, so after the commit; one that never awaited authentication (an
  // off-session renewal that simply succeeded) is not found and changes nothing. If this
  // fails, the retry-payment page settles it when the customer next opens it.
  if (after.authenticatedRenewal) {
    const { tenantId, subscriptionId, paymentId } = after.authenticatedRenewal;
    try {
      await settleAuthenticatedRenewal(ctx, paymentId, { tenantId, subscriptionId });
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
    }
  }
  return result;
}

/** A saved-method charge of a subscription's renewal (pending-charges' metadata), if it is one. */
function renewalOf(intent: Stripe.PaymentIntent) {
  const { burrow_tenant_id: tenantId, burrow_subscription_id: subscriptionId } = intent.metadata;
  const operation = intent.metadata.burrow_operation ?? '';
  if (!tenantId || !subscriptionId || !/^(renewal|trial_conversion):/.test(operation)) {
    return null;
  }
  return { tenantId, subscriptionId, paymentId: intent.id };
}

/**
 * `charge.refunded` carries the charge; its refunds are listed on it only when the
 * endpoint's API version includes them. Each listed refund is applied as its own
 * `refund.created` would be (keyed by the refund id, so both events together ledger it once).
 */
async function applyChargeRefunds(
  ctx: AppContext,
  tx: Parameters<typeof applyProviderRefund>[1],
  charge: Stripe.Charge,
): Promise<HandlerOutcome> {
  const refunds = charge.refunds?.data ?? [];
  let applied: HandlerOutcome = { outcome: 'ignored_no_refunds_listed', tenantId: null };
  for (const refund of refunds) {
    const outcome = await applyProviderRefund(ctx, tx, refund);
    if (outcome.outcome === 'applied' || applied.tenantId === null) applied = outcome;
  }
  return applied;
}
