import type {
  StaffAutobillRequest,
  StaffCancelRequest,
  StaffComplimentaryPlan,
  StaffComplimentaryRequest,
  StaffComplimentaryResponse,
  StaffExtendRequest,
  StaffSubscriptionActionResponse,
  StaffSubscriptionState,
  SubscriptionActionRefusal,
} from '@burrow/contract/staff-subscription-actions';
import { addPeriod } from '@burrow/domain/billing-period';
import { subscriptionReference } from '@burrow/domain/subscription-reference';
import { NO_TAX } from '@burrow/domain/tax-rates';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { AppError } from '../../platform/errors';
import { recordAutobillSwitch, stopAutobill } from '../billing/autobill-switches';
import { cancelSupersededPayments } from '../billing/renewal-authentications';
import { endSubscriptionNow } from '../billing/subscription-ending';
import { insertPaidInvoice, numberInvoice } from '../invoices/invoice-issuer';
import { invoiceLineDescription } from '../invoices/invoice-line-text';
import { enqueueEntitlementsChanged } from '../outbound-webhooks/entitlement-snapshot';
import { seatHolderIds } from '../subscriptions/held-seats';
import { extendSubscriptionTo } from '../subscriptions/subscription-extension';
import { createPurchasedSubscription } from '../subscriptions/subscription-purchase';
import { appendStaffAudit, auditEntryOfKey, type KeyedAuditEntry } from './staff-audit-log';
import type { AuthenticatedStaff } from './staff-authentication';

/**
 * The console's subscription actions (decision 0121). Each runs in one transaction with its
 * audit entry (before, after, reason); those with an idempotency key answer a repeat of it
 * from that entry, and refuse the key for anything else.
 */

/** The offer a complimentary subscription is recorded under: its mark (decision 0121). */
export const COMPLIMENTARY_OFFER_ID = 'complimentary';

interface SubscriptionRow {
  id: string;
  tenant_id: string;
  user_id: string;
  price_id: string;
  status: string;
  current_period_end: Date;
  auto_billing_enabled: boolean;
  auto_bill_failed_on: Date | null;
  revoked_at: Date | null;
  billing_system: string;
  offer_id: string | null;
}

async function findSubscription(
  db: Queryable,
  subscriptionId: string,
  lock: boolean,
): Promise<SubscriptionRow> {
  const row = await queryOne<SubscriptionRow>(
    db,
    `SELECT id, tenant_id, user_id, price_id, status, current_period_end, auto_billing_enabled,
            auto_bill_failed_on, revoked_at, billing_system, offer_id
       FROM subscriptions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [subscriptionId],
  );
  if (!row) throw new AppError(404, 'not_found', 'There is no such subscription.');
  return row;
}

function stateOf(row: SubscriptionRow): StaffSubscriptionState {
  return {
    id: row.id,
    reference: subscriptionReference(row.id),
    price_id: row.price_id,
    status: row.status,
    current_period_end: row.current_period_end.toISOString(),
    auto_billing_enabled: row.auto_billing_enabled,
    revoked: row.revoked_at !== null,
    billing_system: row.billing_system,
    complimentary: row.offer_id === COMPLIMENTARY_OFFER_ID,
  };
}

/** Ended: cancelled, revoked, or past its end with nothing to renew it (awaiting the run's expiry). */
function hasEnded(row: SubscriptionRow, now: Date): boolean {
  return (
    row.status === 'cancelled' ||
    row.revoked_at !== null ||
    (!row.auto_billing_enabled && row.current_period_end <= now)
  );
}

function refuseEndedOrElsewhere(row: SubscriptionRow, now: Date): void {
  if (hasEnded(row, now)) {
    throw new AppError(409, 'subscription_ended', 'This subscription has already ended.', {
      status: row.status,
    });
  }
  if (row.billing_system !== 'burrow') {
    throw new AppError(
      409,
      'subscription_billed_elsewhere',
      'This subscription is billed by an app store or partner: change it there.',
      { billing_system: row.billing_system },
    );
  }
}

function refuse(reason: SubscriptionActionRefusal, message: string): never {
  throw new AppError(409, 'subscription_action_not_allowed', message, { reason });
}

/** The first answer for a repeated key, or 409 when the key was used for something else. */
function replay<T>(recorded: KeyedAuditEntry, target: string, request: unknown): T {
  if (
    recorded.target !== target ||
    JSON.stringify(recorded.after.request) !== JSON.stringify(request)
  ) {
    throw new AppError(
      409,
      'idempotency_key_reused',
      'This idempotency key was used for another action.',
    );
  }
  return recorded.after.answer as T;
}

/**
 * Tells the VPN and partners the access period changed: the customer's entitlements
 * snapshot (with each subscription's end), and each business seat holder's.
 */
async function announceEntitlements(tx: Queryable, row: SubscriptionRow, now: Date) {
  await enqueueEntitlementsChanged(tx, row.tenant_id, row.user_id, now);
  for (const holderId of await seatHolderIds(tx, row.id)) {
    await enqueueEntitlementsChanged(tx, row.tenant_id, holderId, now);
  }
}

/** `POST …/subscriptions/:id/extend`: N more days of the paid period, at no charge. */
export async function extendSubscriptionAsStaff(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  subscriptionId: string,
  input: StaffExtendRequest,
  requestId: string,
): Promise<StaffSubscriptionActionResponse> {
  const action = 'subscription.extended';
  const target = `subscription:${subscriptionId}`;
  const request = { days: input.days };
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await findSubscription(tx, subscriptionId, true);
    const earlier = await auditEntryOfKey(tx, action, input.idempotency_key);
    if (earlier) return replay<StaffSubscriptionActionResponse>(earlier, target, request);
    refuseEndedOrElsewhere(row, now);
    // A pause moves the period end itself when it resumes; a failed renewal's invoice and
    // retries are for the period that starts at the current end.
    if (row.status === 'paused') refuse('paused', 'This subscription is paused.');
    if (row.auto_bill_failed_on !== null)
      refuse('payment_failed', 'This subscription has a failed renewal payment.');

    const newEnd = addPeriod(row.current_period_end, { length: input.days, unit: 'day' });
    await extendSubscriptionTo(tx, row.id, newEnd, now);
    await announceEntitlements(tx, row, now);
    const answer: StaffSubscriptionActionResponse = {
      customer_id: row.user_id,
      subscription: stateOf(await findSubscription(tx, row.id, false)),
    };
    await appendStaffAudit(
      tx,
      {
        staffId: staff.id,
        action,
        customerId: row.user_id,
        target,
        before: { subscription: stateOf(row) },
        after: {
          subscription: answer.subscription,
          idempotency_key: input.idempotency_key,
          request,
          answer,
        },
        reason: input.reason,
        requestId,
      },
      now,
    );
    return answer;
  });
}

/**
 * `POST …/subscriptions/:id/cancel`: at the period end (renewal off, as the customer's
 * toggle, without the retention flow) or now (access ends as an expiry ends it; no refund).
 */
export async function cancelSubscriptionAsStaff(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  subscriptionId: string,
  input: StaffCancelRequest,
  requestId: string,
): Promise<StaffSubscriptionActionResponse> {
  const action = 'subscription.cancelled';
  const target = `subscription:${subscriptionId}`;
  const request = { when: input.when };
  let abandoned: string[] = [];
  const answer = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await findSubscription(tx, subscriptionId, true);
    const earlier = await auditEntryOfKey(tx, action, input.idempotency_key);
    if (earlier) return replay<StaffSubscriptionActionResponse>(earlier, target, request);
    refuseEndedOrElsewhere(row, now);
    const switcher = { by: 'staff', staffId: staff.id } as const;
    if (input.when === 'period_end') {
      await stopAutobill(tx, row.id, switcher, now);
    } else {
      if (row.auto_billing_enabled) await recordAutobillSwitch(tx, row.id, false, switcher, now);
      abandoned = await endSubscriptionNow(ctx, tx, row.id, now);
    }
    const result: StaffSubscriptionActionResponse = {
      customer_id: row.user_id,
      subscription: stateOf(await findSubscription(tx, row.id, false)),
    };
    await appendStaffAudit(
      tx,
      {
        staffId: staff.id,
        action,
        customerId: row.user_id,
        target,
        before: { subscription: stateOf(row) },
        after: {
          subscription: result.subscription,
          when: input.when,
          idempotency_key: input.idempotency_key,
          request,
          answer: result,
        },
        reason: input.reason,
        requestId,
      },
      now,
    );
    return result;
  });
  await cancelSupersededPayments(ctx, abandoned);
  return answer;
}

/**
 * `POST …/subscriptions/:id/autobill`: automatic renewal off, through the customer's own
 * toggle's path. Naturally idempotent: when it is already off nothing happens and nothing
 * is recorded.
 */
export async function turnAutobillOffAsStaff(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  subscriptionId: string,
  input: StaffAutobillRequest,
  requestId: string,
): Promise<StaffSubscriptionActionResponse> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await findSubscription(tx, subscriptionId, true);
    if (!row.auto_billing_enabled) return { customer_id: row.user_id, subscription: stateOf(row) };
    refuseEndedOrElsewhere(row, now);
    await stopAutobill(tx, row.id, { by: 'staff', staffId: staff.id }, now);
    const after = stateOf(await findSubscription(tx, row.id, false));
    await appendStaffAudit(
      tx,
      {
        staffId: staff.id,
        action: 'subscription.autobill_off',
        customerId: row.user_id,
        target: `subscription:${row.id}`,
        before: { subscription: stateOf(row) },
        after: { subscription: after, enabled: input.enabled },
        reason: input.reason,
        requestId,
      },
      now,
    );
    return { customer_id: row.user_id, subscription: after };
  });
}

interface CustomerRow {
  id: string;
  tenant_id: string;
  country: string | null;
}

async function findCustomer(db: Queryable, customerId: string, lock: boolean) {
  const row = await queryOne<CustomerRow>(
    db,
    `SELECT id, tenant_id, country FROM users WHERE id = $1 AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [customerId],
  );
  if (!row) throw new AppError(404, 'not_found', 'No customer has this id.');
  return row;
}

const PLANS_SQL = `SELECT p.id, p.product_id, pr.name AS product_name, p.billing_cycle_months, p.currency
  FROM prices p JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
 WHERE p.tenant_id = $1 AND pr.kind = 'vpn'`;

/** `GET …/customers/:id/complimentary-plans`: the VPN plans of the customer's storefront. */
export async function complimentaryPlans(
  db: Queryable,
  customerId: string,
): Promise<StaffComplimentaryPlan[]> {
  const customer = await findCustomer(db, customerId, false);
  const rows = await db.query<StaffComplimentaryPlan & { currency: string }>(
    `${PLANS_SQL} ORDER BY pr.name, p.billing_cycle_months, p.id`,
    [customer.tenant_id],
  );
  return rows.map(({ currency: _currency, ...plan }) => plan);
}

/**
 * `POST …/customers/:id/complimentary`: a plan for `months` at no charge and without
 * renewal, written as a purchase is (the subscription, `subscription.created` and the
 * entitlements) with a zero-amount paid invoice, under the `complimentary` offer.
 */
export async function grantComplimentaryAsStaff(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  customerId: string,
  input: StaffComplimentaryRequest,
  requestId: string,
): Promise<StaffComplimentaryResponse> {
  const action = 'subscription.complimentary_granted';
  const target = `customer:${customerId}`;
  const request = { plan: input.plan.trim(), months: input.months };
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const customer = await findCustomer(tx, customerId, true);
    const earlier = await auditEntryOfKey(tx, action, input.idempotency_key);
    if (earlier) {
      const first = replay<StaffSubscriptionActionResponse & { invoice_id: string }>(
        earlier,
        target,
        request,
      );
      const invoice = await queryOne<{ number: string }>(
        tx,
        `SELECT number FROM invoices WHERE id = $1`,
        [first.invoice_id],
      );
      return {
        customer_id: first.customer_id,
        subscription: first.subscription,
        invoice_number: invoice?.number ?? '',
      };
    }
    const plan = await queryOne<StaffComplimentaryPlan & { currency: string }>(
      tx,
      `${PLANS_SQL} AND p.id = $2`,
      [customer.tenant_id, request.plan],
    );
    if (!plan) {
      throw new AppError(400, 'invalid_request', 'No plan of this storefront has this id.', {
        fields: { plan: 'Choose one of the storefront’s plans.' },
      });
    }
    const running = await queryOne<{ id: string }>(
      tx,
      `SELECT s.id FROM subscriptions s
         JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
        WHERE s.tenant_id = $1 AND s.user_id = $2 AND p.product_id = $3
          AND s.status <> 'cancelled' AND s.revoked_at IS NULL
          AND (s.current_period_end > $4 OR s.auto_billing_enabled)
        ORDER BY s.purchased_at DESC LIMIT 1`,
      [customer.tenant_id, customer.id, plan.product_id, now],
    );
    if (running) {
      throw new AppError(
        409,
        'already_has_subscription',
        'This customer already has an active plan of this product: extend it instead.',
        { subscription_id: running.id },
      );
    }
    const periodEnd = addPeriod(now, { length: input.months, unit: 'month' });
    const created = await createPurchasedSubscription(
      tx,
      {
        tenantId: customer.tenant_id,
        userId: customer.id,
        offerId: COMPLIMENTARY_OFFER_ID,
        planPriceId: plan.id,
        addons: [],
        type: 'standard',
        inTrial: false,
        paymentMethod: 'None',
        card: { brand: null, last4: null },
        paymentSourceToken: null,
        autoBilling: false,
        attribution: { source_channel: COMPLIMENTARY_OFFER_ID },
        taxCountry: customer.country,
        taxRegion: null,
        periodStart: now,
        periodEnd,
      },
      now,
    );
    // The grant on the customer's invoices, like a gift card's: the period, nothing to pay.
    const invoice = await insertPaidInvoice(
      tx,
      {
        tenantId: customer.tenant_id,
        userId: customer.id,
        subscriptionId: created.id,
        currency: plan.currency,
        lines: [
          {
            priceId: plan.id,
            description: invoiceLineDescription({
              kind: 'plan',
              product: plan.product_name,
              months: input.months,
            }),
            amountMinor: 0,
          },
        ],
        discountMinor: 0,
        couponCode: null,
        taxMinor: 0,
        tax: NO_TAX,
        periodStart: now,
        periodEnd,
        paymentIntentId: null,
        chargeId: null,
      },
      now,
    );
    const subscription = stateOf(await findSubscription(tx, created.id, false));
    await appendStaffAudit(
      tx,
      {
        staffId: staff.id,
        action,
        customerId: customer.id,
        target,
        before: { subscription: null },
        after: {
          subscription,
          idempotency_key: input.idempotency_key,
          request,
          answer: { customer_id: customer.id, subscription, invoice_id: invoice.id },
        },
        reason: input.reason,
        requestId,
      },
      now,
    );
    // Last: the storefront's invoice counter stays locked from here to commit.
    const invoiceNumber = await numberInvoice(tx, invoice);
    return { customer_id: customer.id, subscription, invoice_number: invoiceNumber };
  });
}
