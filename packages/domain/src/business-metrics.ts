import { divideRounded } from './rounding';
import { splitTax, type TaxBasis } from './tax-rates';

/**
 * The finance figures of the operator console's reports (decision 0126), as rules a person can
 * redo by hand: which subscription counts as a subscriber, what it adds to MRR, on which day it
 * churned, and the refund and dunning-recovery rates. Money stays in integer minor units of one
 * currency: amounts in different currencies are never added.
 */

export type ReportSubscriptionStatus =
  'future' | 'in_trial' | 'active' | 'non_renewing' | 'paused' | 'cancelled';

/** A VPN plan subscription as the reports read it, at one moment. */
export interface ReportSubscription {
  status: ReportSubscriptionStatus;
  /** Automatic renewal is on. */
  autoRenew: boolean;
  /** Refunded or lost to a chargeback: no longer served. */
  revoked: boolean;
  /** Given away by staff: served, never paid for. */
  complimentary: boolean;
  /** Burrow charges it; App Store, Google Play, legacy and partner plans are billed elsewhere. */
  billedByBurrow: boolean;
  periodEnd: Date;
}

/**
 * Where a subscription stands now. `subscriber`: served now, paid or given (active, or with
 * renewal turned off but its paid time not over). `trial`, `paused`: counted apart, not as
 * subscribers. `none`: ended, revoked or not started.
 */
export type SubscriberStanding = 'subscriber' | 'trial' | 'paused' | 'none';

export function subscriberStanding(sub: ReportSubscription, now: Date): SubscriberStanding {
  if (sub.revoked) return 'none';
  // A pause keeps its end date moving: it is counted as paused whatever that date says.
  if (sub.status === 'paused') return 'paused';
  if (sub.periodEnd.getTime() <= now.getTime()) return 'none';
  if (sub.status === 'in_trial') return 'trial';
  if (sub.status === 'active' || sub.status === 'non_renewing') return 'subscriber';
  return 'none';
}

/**
 * Whether the subscription adds to MRR: a subscriber that will renew, billed by Burrow, not
 * complimentary. Renewal turned off, trials, pauses and store-billed plans add nothing.
 */
export function countsForMrr(sub: ReportSubscription, now: Date): boolean {
  return (
    subscriberStanding(sub, now) === 'subscriber' &&
    sub.status === 'active' &&
    sub.autoRenew &&
    sub.billedByBurrow &&
    !sub.complimentary
  );
}

/** Whether the subscription will be charged at its period's end (a trial converting included). */
export function renewsAutomatically(sub: ReportSubscription, now: Date): boolean {
  const standing = subscriberStanding(sub, now);
  return (
    (standing === 'subscriber' || standing === 'trial') &&
    sub.status !== 'non_renewing' &&
    sub.autoRenew &&
    sub.billedByBurrow &&
    !sub.complimentary
  );
}

/**
 * The net (tax excluded) amount of one renewal: the price list's renewal amount, less the tax
 * it includes where prices include tax (split as the renewal's invoice splits it).
 */
export function netRenewalMinor(renewalAmountMinor: number, tax: TaxBasis): number {
  return splitTax(renewalAmountMinor, tax).netMinor;
}

/** What one renewal will charge, tax included. */
export function grossRenewalMinor(renewalAmountMinor: number, tax: TaxBasis): number {
  return splitTax(renewalAmountMinor, tax).grossMinor;
}

export interface RecurringAmount {
  currency: string;
  /** Net amount of one period, minor units. */
  netMinor: number;
  /** The plan's length in months (1, 6, 12, 24). */
  months: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * MRR per currency: the sum of each plan's net amount divided by its length in months, kept
 * exact (as a fraction) until the currency's total, which is rounded half up once. Currencies
 * are listed alphabetically; a currency with nothing in it is left out.
 */
export function mrrByCurrency(amounts: readonly RecurringAmount[]): Record<string, number> {
  const byCurrency = new Map<string, { numerator: number; denominator: number }>();
  for (const { currency, netMinor, months } of amounts) {
    if (!Number.isInteger(months) || months <= 0) throw new RangeError(`Bad plan length ${months}`);
    const sum = byCurrency.get(currency) ?? { numerator: 0, denominator: 1 };
    const common = (sum.denominator / gcd(sum.denominator, months)) * months;
    byCurrency.set(currency, {
      numerator: sum.numerator * (common / sum.denominator) + netMinor * (common / months),
      denominator: common,
    });
  }
  return Object.fromEntries(
    [...byCurrency.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, sum]) => [
        currency,
        divideRounded(sum.numerator, sum.denominator, 'half-up'),
      ]),
  );
}

/**
 * The moment a subscription churned: the first of the moment its renewal was turned off (or
 * stopped by a refund, a lost dispute, an exhausted dunning) and the moment it ended. Null
 * while it renews and runs. A subscription churns once, on the first of the two.
 */
export function churnedAt(sub: {
  renewalStoppedAt: Date | null;
  endedAt: Date | null;
}): Date | null {
  const { renewalStoppedAt, endedAt } = sub;
  if (renewalStoppedAt && endedAt)
    return renewalStoppedAt.getTime() <= endedAt.getTime() ? renewalStoppedAt : endedAt;
  return renewalStoppedAt ?? endedAt;
}

/** The UTC calendar day of a moment, `YYYY-MM-DD`: every report day is a UTC day. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/**
 * A ratio as basis points (1 bp = 0.01 %), rounded half up: 125 of 10 000 is 125 bp (1.25 %).
 * Null when there is nothing to divide by (no collection, no failed renewal): no rate, not 0.
 */
export function rateBasisPoints(numerator: number, denominator: number): number | null {
  if (denominator <= 0) return null;
  return divideRounded(numerator * 10_000, denominator, 'half-up');
}

export interface CurrencyRefundRate {
  currency: string;
  collectedMinor: number;
  refundedMinor: number;
  /** refunded ÷ collected, basis points; null when nothing was collected. */
  rateBp: number | null;
}

/**
 * The refund rate of each currency over a range: money refunded in the range ÷ money collected
 * in the range (both from the ledger, by the day the money moved), never across currencies.
 */
export function refundRates(
  sums: readonly { currency: string; collectedMinor: number; refundedMinor: number }[],
): CurrencyRefundRate[] {
  return [...sums]
    .sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0))
    .map((sum) => ({ ...sum, rateBp: rateBasisPoints(sum.refundedMinor, sum.collectedMinor) }));
}

export interface RecoveryRate {
  failed: number;
  recovered: number;
  /** recovered ÷ failed, basis points; null when no renewal failed. */
  rateBp: number | null;
}

/**
 * Dunning recovery over a range: of the renewals whose first charge failed in the range, the
 * share paid since (by a retry, the customer or a new card), as of now.
 */
export function recoveryRate(failed: number, recovered: number): RecoveryRate {
  if (recovered > failed) throw new RangeError('More renewals recovered than failed');
  return { failed, recovered, rateBp: rateBasisPoints(recovered, failed) };
}

export const MAX_REPORT_DAYS = 366;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(text: string): Date | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const date = new Date(`${text}T00:00:00.000Z`);
  // Rejects 2026-02-30 and the like: the date must print back as it was written.
  return Number.isNaN(date.getTime()) || utcDay(date) !== text ? null : date;
}

export type ReportRange =
  | { ok: true; from: string; to: string; start: Date; endExclusive: Date; days: string[] }
  | { ok: false; reason: 'invalid_date' | 'from_after_to' | 'too_long' };

/**
 * A report's range: two UTC days, both included, `from` not after `to`, at most 366 days.
 * `start` is the first day's midnight and `endExclusive` the midnight after the last day.
 */
export function reportRange(from: string, to: string): ReportRange {
  const start = parseDay(from);
  const last = parseDay(to);
  if (!start || !last) return { ok: false, reason: 'invalid_date' };
  if (start.getTime() > last.getTime()) return { ok: false, reason: 'from_after_to' };
  const count = (last.getTime() - start.getTime()) / DAY_MS + 1;
  if (count > MAX_REPORT_DAYS) return { ok: false, reason: 'too_long' };
  const days = Array.from({ length: count }, (_, index) =>
    utcDay(new Date(start.getTime() + index * DAY_MS)),
  );
  return {
    ok: true,
    from,
    to,
    start,
    endExclusive: new Date(last.getTime() + DAY_MS),
    days,
  };
}

/** The default range: the `days` UTC days ending with today's. */
export function lastDays(now: Date, days: number): { from: string; to: string } {
  const today = new Date(`${utcDay(now)}T00:00:00.000Z`);
  return { from: utcDay(new Date(today.getTime() - (days - 1) * DAY_MS)), to: utcDay(today) };
}
