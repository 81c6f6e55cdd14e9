import type { RetentionOffer } from '@burrow/contract/retention-offers';
import type { BillingSystem } from '@burrow/domain/account-deletion';
import { amountOf } from '@burrow/domain/money';
import { retentionOffer, type RetentionOfferDecision } from '@burrow/domain/retention-offer';
import type { SubscriptionItemStatus } from '@burrow/domain/subscription-lifecycle';
import type { RenewalOffReason } from '@burrow/domain/subscription-pause';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { AppError } from '../../platform/errors';
import { customerContact } from '../identity/identity-service';
import { renderEmail } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';
import { getSubscription } from '../subscriptions/subscription-service';
import { priceNextPeriod, type RenewalCharge } from './renewal-pricing';
import { recordRenewalOffOutcome } from './subscription-pause-service';

interface OfferFactsRow {
  id: string;
  tenant_id: string;
  user_id: string;
  price_id: string;
  status: SubscriptionItemStatus;
  billing_system: BillingSystem;
  supports_autobill: boolean;
  auto_billing_enabled: boolean;
  auto_bill_failed_on: Date | null;
  current_period_end: Date;
  revoked_at: Date | null;
  tax_country: string | null;
  tax_region: string | null;
  last_accepted_at: Date | null;
  pending_accepted_at: Date | null;
  pending_percent_off: number | null;
  reason: RenewalOffReason | null;
}

/** The facts the offer is decided on; `lock` holds the subscription for the caller's transaction. */
async function offerFacts(
  db: Queryable,
  subscriptionId: string,
  lock: boolean,
): Promise<OfferFactsRow> {
  const [row] = await db.query<OfferFactsRow>(
    `SELECT s.id, s.tenant_id, s.user_id, s.price_id, s.status, s.billing_system, s.supports_autobill,
            s.auto_billing_enabled, s.auto_bill_failed_on, s.current_period_end, s.revoked_at,
            s.tax_country, s.tax_region,
            (SELECT max(ro.accepted_at) FROM retention_offers ro
              WHERE ro.subscription_id = s.id) AS last_accepted_at,
            pending.accepted_at AS pending_accepted_at, pending.percent_off AS pending_percent_off,
            (SELECT a.reason FROM renewal_off_answers a WHERE a.subscription_id = s.id) AS reason
       FROM subscriptions s
       LEFT JOIN retention_offers pending
         ON pending.subscription_id = s.id AND pending.consumed_at IS NULL
      WHERE s.id = $1
      ${lock ? 'FOR UPDATE OF s' : ''}`,
    [subscriptionId],
  );
  if (!row) throw new AppError(404, 'not_found', 'The subscription was not found.');
  return row;
}

function decide(row: OfferFactsRow, fullPrice: RenewalCharge, now: Date): RetentionOfferDecision {
  return retentionOffer(
    {
      // A plan whose biller cannot renew it here is billed elsewhere, whatever it says.
      billingSystem: row.supports_autobill ? row.billing_system : 'partner',
      status: row.status,
      revoked: row.revoked_at !== null,
      autoBillingEnabled: row.auto_billing_enabled,
      autoBillFailedOn: row.auto_bill_failed_on,
      periodEnd: row.current_period_end,
      cycleMonths: fullPrice.cycleMonths,
      renewalSubtotalMinor: fullPrice.lines.reduce((sum, line) => sum + line.amountMinor, 0),
      lastAcceptedAt: row.last_accepted_at,
      reason: row.reason,
    },
    now,
  );
}

const renewalAmount = (price: RenewalCharge) => ({
  total: amountOf(price.totalMinor, price.currency),
  tax: amountOf(price.taxMinor, price.currency),
});

/** The offer as the API answers it, priced exactly as the billing run will charge. */
async function offerView(
  ctx: AppContext,
  db: Queryable,
  row: OfferFactsRow,
  country: string | null,
): Promise<RetentionOffer> {
  const fullPrice = await priceNextPeriod(db, row, country, null);
  const base = {
    subscription_id: row.id,
    renewal_date: row.current_period_end.toISOString(),
    full_price: renewalAmount(fullPrice),
  };
  if (row.pending_accepted_at && row.pending_percent_off !== null) {
    // The accepted offer waits for its renewal: priced with the discount it will apply.
    const offerPrice = await priceNextPeriod(db, row, country);
    return {
      ...base,
      status: 'accepted',
      reason: null,
      percent_off: row.pending_percent_off,
      offer_price: renewalAmount(offerPrice),
      accepted_at: row.pending_accepted_at.toISOString(),
    };
  }
  const decision = decide(row, fullPrice, ctx.clock.now());
  if (decision.kind === 'refused') {
    return {
      ...base,
      status: 'not_available',
      reason: decision.refusal,
      percent_off: null,
      renewal_date: null,
      full_price: null,
      offer_price: null,
      accepted_at: null,
    };
  }
  const offerPrice = await priceNextPeriod(db, row, country, {
    offerId: null,
    percentOff: decision.percentOff,
  });
  return {
    ...base,
    status: 'available',
    reason: null,
    percent_off: decision.percentOff,
    offer_price: renewalAmount(offerPrice),
    accepted_at: null,
  };
}

/**
 * The retention offer for the customer turning renewal off (decision 0109), decided on the
 * reason they gave in the flow's first step: available, already accepted, or not and why.
 */
export async function getRetentionOffer(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  id: string,
): Promise<RetentionOffer> {
  const view = await getSubscription(ctx, tenantId, userId, id);
  const contact = await customerContact(ctx.db, tenantId, userId);
  const row = await offerFacts(ctx.db, view.subscription_id, false);
  return offerView(ctx, ctx.db, row, contact?.country ?? null);
}

/**
 * Accepts the offer in one transaction: automatic renewal stays on, the next renewal is
 * discounted once (a `retention_offers` row the renewal consumes), the flow's outcome is
 * noted and the confirmation email queued. Accepting again answers the accepted offer;
 * anything the rules refuse is 409 `retention_offer_not_available` with `details.reason`.
 */
export async function acceptRetentionOffer(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  id: string,
): Promise<RetentionOffer> {
  const view = await getSubscription(ctx, tenantId, userId, id);
  const contact = await customerContact(ctx.db, tenantId, userId);
  const country = contact?.country ?? null;
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await offerFacts(tx, view.subscription_id, true);
    if (row.pending_accepted_at) return offerView(ctx, tx, row, country);
    const fullPrice = await priceNextPeriod(tx, row, country, null);
    const decision = decide(row, fullPrice, now);
    if (decision.kind === 'refused') {
      throw new AppError(
        409,
        'retention_offer_not_available',
        'This subscription has no retention offer now.',
        { reason: decision.refusal },
      );
    }
    await tx.query(
      `INSERT INTO retention_offers (tenant_id, user_id, subscription_id, percent_off, accepted_at, renewal_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [tenantId, userId, row.id, decision.percentOff, now, row.current_period_end],
    );
    await recordRenewalOffOutcome(tx, row.id, 'retention_offer', now);
    const accepted = await offerFacts(tx, row.id, false);
    const offer = await offerView(ctx, tx, accepted, country);
    if (contact && offer.offer_price) {
      await enqueueEmail(
        tx,
        {
          tenantId,
          to: contact.email,
          ...renderEmail(contact.locale, {
            kind: 'retention_offer_accepted',
            planName: fullPrice.planName,
            percentOff: decision.percentOff,
            renewsOn: row.current_period_end,
            total: offer.offer_price.total,
            fullTotal: offer.full_price?.total ?? offer.offer_price.total,
            taxBasis: fullPrice.tax,
            accountUrl: `${ctx.config.publicUrl}/my-subscriptions`,
          }),
        },
        now,
      );
    }
    return offer;
  });
}
