import type { PaymentCollection } from '@burrow/contract/payment-collection';
import { dunningGraceEnd } from '@burrow/domain/dunning';
import { amountOf } from '@burrow/domain/money';
import type { SubscriptionItemStatus } from '@burrow/domain/subscription-lifecycle';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { paymentProviderUnavailable } from '../../platform/errors';
import { customerContact } from '../identity/identity-service';
import { GatewayUnavailableError } from '../payments/payment-gateway';
import { getSubscription } from '../subscriptions/subscription-service';
import { settleAuthenticatedRenewal } from './authenticated-renewal';
import { awaitingAuthentication } from './renewal-authentications';
import { priceNextPeriod } from './renewal-pricing';

/** The newest failed charge of a subscription's renewals, from the ledger. */
export function latestFailedAttempt(db: Queryable, subscriptionId: string) {
  return queryOne<{ created_at: Date; failure_reason: string | null }>(
    db,
    `SELECT created_at, failure_reason FROM ledger_entries
      WHERE subscription_id = $1 AND kind = 'charge_failed'
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [subscriptionId],
  );
}

/**
 * What the retry-payment page shows for one of the caller's subscriptions (anyone else's is
 * 404): whether a failed renewal is owed, its amount as the retry would charge it, when the
 * schedule retries by itself, when the grace period ends, and how the last attempt ended —
 * with the payment to authenticate when the card issuer asked for it (decision 0086). A
 * payment the customer authenticated whose confirmation never arrived (the tab was closed)
 * is settled here, and the page shows the renewal paid.
 */
export async function paymentCollection(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  idOrKrn: string,
): Promise<PaymentCollection> {
  const subscription = await getSubscription(ctx, tenantId, userId, idOrKrn);
  const row = await queryOne<{
    id: string;
    tenant_id: string;
    price_id: string;
    status: SubscriptionItemStatus;
    tax_country: string | null;
    tax_region: string | null;
    auto_bill_failed_on: Date | null;
    next_retry_at: Date | null;
  }>(
    ctx.db,
    `SELECT id, tenant_id, price_id, status, tax_country, tax_region, auto_bill_failed_on, next_retry_at
       FROM subscriptions WHERE id = $1`,
    [subscription.subscription_id],
  );
  if (!row?.auto_bill_failed_on || !subscription.auto_bill_payment_failed) {
    return {
      subscription,
      status: 'settled',
      amount_due: null,
      next_automatic_retry_at: null,
      grace_ends_at: null,
      last_attempt: null,
      authentication: null,
    };
  }
  const authentication = await authenticationToConfirm(ctx, tenantId, row.id);
  if (authentication === 'settled') return paymentCollection(ctx, tenantId, userId, idOrKrn);
  const [contact, last] = await Promise.all([
    customerContact(ctx.db, tenantId, userId),
    latestFailedAttempt(ctx.db, row.id),
  ]);
  const price = await priceNextPeriod(ctx.db, row, contact?.country ?? null);
  return {
    subscription,
    status: 'failed',
    amount_due: amountOf(price.totalMinor, price.currency),
    next_automatic_retry_at: row.next_retry_at?.toISOString() ?? null,
    grace_ends_at: dunningGraceEnd(
      row.auto_bill_failed_on,
      ctx.config.dunningRetryDays,
    ).toISOString(),
    last_attempt: last
      ? { attempted_at: last.created_at.toISOString(), failure_reason: last.failure_reason }
      : { attempted_at: row.auto_bill_failed_on.toISOString(), failure_reason: null },
    authentication,
  };
}

/**
 * The payment of the failed renewal that waits for the customer to authenticate it, as the
 * provider's browser library needs it; 'settled' when the customer already did and it has
 * just been recorded. The client secret is the provider's, read through the port each time.
 */
async function authenticationToConfirm(
  ctx: AppContext,
  tenantId: string,
  subscriptionId: string,
): Promise<PaymentCollection['authentication'] | 'settled'> {
  const awaiting = await awaitingAuthentication(ctx.db, tenantId, subscriptionId);
  if (!awaiting || ctx.gateway.name !== 'stripe') return null;
  try {
    const intent = await ctx.gateway.retrieveIntent(awaiting.payment_id);
    if (intent.status === 'captured') {
      const settled = await settleAuthenticatedRenewal(ctx, awaiting.payment_id, {
        tenantId,
        subscriptionId,
      });
      if (settled.kind === 'paid' || settled.kind === 'refunded') return 'settled';
    }
    // Still open at the provider — an attempt to authenticate that failed included, which
    // the customer may try again; a cancelled (superseded) or taken payment is not.
    if (['canceled', 'authorized', 'captured'].includes(intent.status)) return null;
    return {
      provider: 'stripe',
      payment_id: awaiting.payment_id,
      client_secret: intent.clientSecret,
      payment_method: awaiting.source_token,
    };
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw paymentProviderUnavailable();
    throw error;
  }
}
