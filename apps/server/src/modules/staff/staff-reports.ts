import { COMPLIMENTARY_OFFER_ID } from './staff-subscription-actions';
import type { StaffReportSummary } from '@burrow/contract/staff-reports';
import {
  churnedAt,
  countsForMrr,
  grossRenewalMinor,
  lastDays,
  mrrByCurrency,
  netRenewalMinor,
  recoveryRate,
  refundRates,
  renewsAutomatically,
  reportRange,
  subscriberStanding,
  utcDay,
  type ReportSubscription,
  type ReportSubscriptionStatus,
} from '@burrow/domain/business-metrics';
import { taxBasis } from '@burrow/domain/tax-rates';
import type { Queryable } from '../../db/database';
import { invalidRequest } from '../../platform/errors';

/**
 * The business figures of the console's reports page (decision 0126): four read queries
 * (subscriptions now, starts and churn in the range, the ledger's money in the range, failed
 * renewals in the range); every rule that turns rows into figures is in
 * `@burrow/domain/business-metrics`. A storefront is a tenant; none given reads them all.
 */

const RENEWALS_DUE_DAYS = 30;
const DAY_MS = 86_400_000;

export interface ReportScope {
  from: string;
  to: string;
  start: Date;
  endExclusive: Date;
  days: string[];
  storefront: string | null;
}

const RANGE_MESSAGES = {
  invalid_date: 'Dates are written YYYY-MM-DD and must exist.',
  from_after_to: 'The range must start on or before its last day.',
  too_long: 'A report covers at most 366 days.',
} as const;

/** The range a request asks for (the last 30 days by default); 400 `invalid_request` otherwise. */
export function reportScope(
  query: { from?: string | undefined; to?: string | undefined; storefront?: string | undefined },
  now: Date,
): ReportScope {
  const fallback = lastDays(now, 30);
  const range = reportRange(query.from ?? fallback.from, query.to ?? fallback.to);
  if (!range.ok) {
    throw invalidRequest(RANGE_MESSAGES[range.reason], { from: range.reason });
  }
  return {
    from: range.from,
    to: range.to,
    start: range.start,
    endExclusive: range.endExclusive,
    days: range.days,
    storefront: query.storefront ?? null,
  };
}

interface SubscriptionRow {
  status: ReportSubscriptionStatus;
  auto_billing_enabled: boolean;
  revoked: boolean;
  offer_id: string | null;
  billing_system: string;
  current_period_end: Date;
  tax_country: string | null;
  tax_region: string | null;
  currency: string;
  months: number;
  amount_minor: string;
  renewal_amount_minor: string;
  tier: string | null;
}

function asSubscription(row: SubscriptionRow): ReportSubscription {
  return {
    status: row.status,
    autoRenew: row.auto_billing_enabled,
    revoked: row.revoked,
    // A staff grant (decision 0121) is sold under its own offer, never a price list's.
    complimentary: row.offer_id === COMPLIMENTARY_OFFER_ID,
    billedByBurrow: row.billing_system === 'burrow',
    periodEnd: row.current_period_end,
  };
}

function sortedByCurrency<T extends { currency: string }>(items: T[]): T[] {
  return items.sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
}

export async function reportSummary(
  db: Queryable,
  scope: ReportScope,
  now: Date,
): Promise<StaffReportSummary> {
  const { storefront, start, endExclusive } = scope;

  // VPN plans only (add-ons ride on them); the tax basis is the one the next renewal uses.
  const subscriptions = await db.query<SubscriptionRow>(
    `SELECT s.status, s.auto_billing_enabled, s.revoked_at IS NOT NULL AS revoked, s.offer_id,
            s.billing_system, s.current_period_end,
            COALESCE(s.tax_country, u.country) AS tax_country, s.tax_region,
            p.currency, p.billing_cycle_months AS months, p.amount_minor::text,
            p.renewal_amount_minor::text, pr.tier
       FROM subscriptions s
       JOIN users u ON u.id = s.user_id
       JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
       JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE pr.kind = 'vpn' AND s.status NOT IN ('cancelled', 'future') AND s.revoked_at IS NULL
        AND ($1::text IS NULL OR s.tenant_id = $1)`,
    [storefront],
  );

  const movements = await db.query<{
    purchased_at: Date;
    renewal_stopped_at: Date | null;
    cancelled_at: Date | null;
  }>(
    `SELECT s.purchased_at, s.renewal_stopped_at, s.cancelled_at
       FROM subscriptions s
       JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
       JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE pr.kind = 'vpn' AND ($1::text IS NULL OR s.tenant_id = $1)
        AND ((s.purchased_at >= $2 AND s.purchased_at < $3)
          OR (LEAST(s.renewal_stopped_at, s.cancelled_at) >= $2
              AND LEAST(s.renewal_stopped_at, s.cancelled_at) < $3))`,
    [storefront, start, endExclusive],
  );

  const money = await db.query<{ currency: string; collected: string; refunded: string }>(
    `SELECT currency,
            COALESCE(SUM(amount_minor) FILTER (WHERE kind = 'charge'), 0)::text AS collected,
            COALESCE(SUM(amount_minor) FILTER (WHERE kind = 'refund'), 0)::text AS refunded
       FROM ledger_entries
      WHERE kind IN ('charge', 'refund') AND created_at >= $2 AND created_at < $3
        AND ($1::text IS NULL OR tenant_id = $1)
      GROUP BY currency`,
    [storefront, start, endExclusive],
  );

  // A failed renewal is the invoice its first failed charge issued as payment due, in the same
  // transaction and at the same moment as the ledger's `charge_failed`; recovered = paid since.
  const [failures] = await db.query<{ failed: number; recovered: number }>(
    `SELECT COUNT(*)::int AS failed, COUNT(*) FILTER (WHERE i.paid_at IS NOT NULL)::int AS recovered
       FROM invoices i
      WHERE i.issued_at >= $2 AND i.issued_at < $3 AND ($1::text IS NULL OR i.tenant_id = $1)
        AND EXISTS (SELECT 1 FROM ledger_entries l
                     WHERE l.subscription_id = i.subscription_id AND l.kind = 'charge_failed'
                       AND l.created_at = i.issued_at)`,
    [storefront, start, endExclusive],
  );

  let active = 0;
  let trials = 0;
  let paused = 0;
  const byPlan = new Map<string, { tier: string; months: number; count: number }>();
  const recurring: { currency: string; netMinor: number; months: number }[] = [];
  const dueBy = new Map<string, { currency: string; amount_minor: number; count: number }>();
  const dueBefore = now.getTime() + RENEWALS_DUE_DAYS * DAY_MS;
  for (const row of subscriptions) {
    const sub = asSubscription(row);
    const standing = subscriberStanding(sub, now);
    const tax = taxBasis(row.tax_country ?? '', row.tax_region);
    if (standing === 'trial') trials += 1;
    if (standing === 'paused') paused += 1;
    if (standing === 'subscriber') {
      active += 1;
      const tier = row.tier ?? 'none';
      const key = `${tier}:${row.months}`;
      const plan = byPlan.get(key) ?? { tier, months: row.months, count: 0 };
      plan.count += 1;
      byPlan.set(key, plan);
    }
    if (countsForMrr(sub, now)) {
      recurring.push({
        currency: row.currency,
        netMinor: netRenewalMinor(Number(row.renewal_amount_minor), tax),
        months: row.months,
      });
    }
    if (renewsAutomatically(sub, now) && row.current_period_end.getTime() <= dueBefore) {
      // A trial's first charge is the plan's price; every later one its renewal price.
      const price = Number(row.status === 'in_trial' ? row.amount_minor : row.renewal_amount_minor);
      const due = dueBy.get(row.currency) ?? { currency: row.currency, amount_minor: 0, count: 0 };
      due.amount_minor += grossRenewalMinor(price, tax);
      due.count += 1;
      dueBy.set(row.currency, due);
    }
  }

  const daily = new Map(scope.days.map((day) => [day, { day, new: 0, churned: 0 }]));
  for (const row of movements) {
    const started = daily.get(utcDay(row.purchased_at));
    if (started) started.new += 1;
    const churn = churnedAt({
      renewalStoppedAt: row.renewal_stopped_at,
      endedAt: row.cancelled_at,
    });
    const churned = churn ? daily.get(utcDay(churn)) : undefined;
    if (churned) churned.churned += 1;
  }

  const recovery = recoveryRate(failures?.failed ?? 0, failures?.recovered ?? 0);
  const dueList = sortedByCurrency([...dueBy.values()]);
  return {
    from: scope.from,
    to: scope.to,
    storefront,
    as_of: now.toISOString(),
    subscribers: {
      active,
      trials,
      paused,
      by_plan: [...byPlan.values()].sort((a, b) =>
        a.tier === b.tier ? a.months - b.months : a.tier < b.tier ? -1 : 1,
      ),
    },
    mrr: Object.entries(mrrByCurrency(recurring)).map(([currency, amount]) => ({
      currency,
      amount_minor: amount,
    })),
    daily: [...daily.values()],
    renewals_due: {
      count: dueList.reduce((sum, due) => sum + due.count, 0),
      by_currency: dueList,
    },
    refund_rate: refundRates(
      money.map((row) => ({
        currency: row.currency,
        collectedMinor: Number(row.collected),
        refundedMinor: Number(row.refunded),
      })),
    ).map((rate) => ({
      currency: rate.currency,
      collected_minor: rate.collectedMinor,
      refunded_minor: rate.refundedMinor,
      rate_bp: rate.rateBp,
    })),
    recovery_rate: {
      failed: recovery.failed,
      recovered: recovery.recovered,
      rate_bp: recovery.rateBp,
    },
  };
}
