import type { BillingSystem } from '@burrow/domain/account-deletion';
import { addPeriod } from '@burrow/domain/billing-period';
import { MENU_PATHS } from '@burrow/domain/menu-items';
import { amountOf } from '@burrow/domain/money';
import type { WalletMethodType } from '@burrow/domain/payment-wallet';
import {
  dueReminder,
  MAX_REMINDER_LEAD_DAYS,
  plannedReminder,
  reminderLeadDays,
  type ReminderFacts,
} from '@burrow/domain/renewal-reminder';
import type { SubscriptionItemStatus } from '@burrow/domain/subscription-lifecycle';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { customerContact } from '../identity/identity-service';
import { renderEmail, type EmailedPaymentMethod } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';
import { priceNextPeriod } from './renewal-pricing';

const DAY_MS = 86_400_000;
const PAGE_SIZE = 100;

interface ReminderCandidate {
  id: string;
  tenant_id: string;
  user_id: string;
  price_id: string;
  billing_system: BillingSystem;
  status: SubscriptionItemStatus;
  auto_billing_enabled: boolean;
  payment_source_token: string | null;
  current_period_end: Date;
  auto_bill_failed_on: Date | null;
  tax_country: string | null;
  tax_region: string | null;
  billing_cycle_months: number;
  user_country: string | null;
  reminded: boolean;
  method_type: WalletMethodType | null;
  method_brand: string | null;
  method_last4: string | null;
  method_payer_email: string | null;
  card_brand: string | null;
  card_last4: string | null;
}

/**
 * Subscriptions autobill will charge whose period ends in (`after`, `before`] — the ones a
 * reminder may be due for — in period-end order, `PAGE_SIZE` from a keyset position.
 */
async function candidates(
  db: Queryable,
  after: Date,
  before: Date,
  from: { end: Date; id: string } | null,
): Promise<ReminderCandidate[]> {
  return db.query<ReminderCandidate>(
    `SELECT s.id, s.tenant_id, s.user_id, s.price_id, s.billing_system, s.status, s.auto_billing_enabled,
            s.payment_source_token, s.current_period_end, s.auto_bill_failed_on, s.tax_country, s.tax_region,
            p.billing_cycle_months, u.country AS user_country,
            EXISTS (SELECT 1 FROM renewal_reminders r
                     WHERE r.subscription_id = s.id AND r.period_end = s.current_period_end) AS reminded,
            pm.method_type, pm.brand AS method_brand, pm.last4 AS method_last4, pm.payer_email AS method_payer_email,
            s.card_brand, s.card_last4
       FROM subscriptions s
       JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
       JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
       LEFT JOIN payment_methods pm
         ON pm.tenant_id = s.tenant_id AND pm.user_id = s.user_id AND pm.token = s.payment_source_token
      WHERE s.revoked_at IS NULL AND s.billing_system = 'burrow' AND s.status IN ('active', 'in_trial')
        AND s.auto_billing_enabled AND s.payment_source_token IS NOT NULL AND s.auto_bill_failed_on IS NULL
        AND u.deleted_at IS NULL
        AND s.current_period_end > $1 AND s.current_period_end <= $2
        AND ($3::timestamptz IS NULL OR (s.current_period_end, s.id) > ($3::timestamptz, $4::uuid))
      ORDER BY s.current_period_end, s.id
      LIMIT $5`,
    [after, before, from?.end ?? null, from?.id ?? null, PAGE_SIZE],
  );
}

async function* allCandidates(db: Queryable, after: Date, before: Date) {
  let from: { end: Date; id: string } | null = null;
  for (;;) {
    const page = await candidates(db, after, before, from);
    yield* page;
    const last = page[page.length - 1];
    if (!last || page.length < PAGE_SIZE) return;
    from = { end: last.current_period_end, id: last.id };
  }
}

function factsOf(row: ReminderCandidate): ReminderFacts {
  return {
    billingSystem: row.billing_system,
    status: row.status,
    autoBillingEnabled: row.auto_billing_enabled,
    hasPaymentSource: row.payment_source_token !== null,
    autoBillFailedOn: row.auto_bill_failed_on,
    cycleMonths: row.billing_cycle_months,
    // Where the charge is taxed is where the customer is, as renewal pricing reads it.
    country: row.tax_country ?? row.user_country,
    periodEnd: row.current_period_end,
  };
}

/** The saved method's own details, else the card the subscription was bought with. */
function methodOf(row: ReminderCandidate): EmailedPaymentMethod | null {
  if (row.method_type) {
    return {
      type: row.method_type,
      brand: row.method_brand,
      last4: row.method_last4,
      payerEmail: row.method_payer_email,
    };
  }
  return row.card_last4
    ? { type: 'card', brand: row.card_brand, last4: row.card_last4, payerEmail: null }
    : null;
}

/**
 * Emails every reminder due at the clock's now (decision 0101): before a renewal or a
 * trial's conversion that autobill will charge, with the amount priced as the charge will
 * be, the date, the way to pay and a link to turn autobill off. Each period is reminded once:
 * the reminder's row and its email are written in one transaction, and a period that already
 * has a row is passed over. A reminder whose charge is already due is not sent. Answers how
 * many were sent.
 */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const horizon = new Date(now.getTime() + MAX_REMINDER_LEAD_DAYS * DAY_MS);
  let sent = 0;
  for await (const row of allCandidates(ctx.db, now, horizon)) {
    if (row.reminded) continue;
    const kind = dueReminder(factsOf(row), now);
    if (!kind) continue;
    const contact = await customerContact(ctx.db, row.tenant_id, row.user_id);
    if (!contact) continue;
    const price = await priceNextPeriod(ctx.db, row, contact.country);
    const recorded = await ctx.db.transaction(async (tx) => {
      // Written only while the subscription is as read: autobill still on, same period.
      const rows = await tx.query(
        `INSERT INTO renewal_reminders (tenant_id, subscription_id, period_end, kind, amount_minor, currency, sent_at)
         SELECT s.tenant_id, s.id, s.current_period_end, $3, $4, $5, $6 FROM subscriptions s
          WHERE s.id = $1 AND s.current_period_end = $2 AND s.auto_billing_enabled
            AND s.status IN ('active', 'in_trial') AND s.auto_bill_failed_on IS NULL
         ON CONFLICT (subscription_id, period_end) DO NOTHING
         RETURNING id`,
        [row.id, row.current_period_end, kind, price.totalMinor, price.currency, now],
      );
      if (rows.length === 0) return false;
      await enqueueEmail(
        tx,
        {
          tenantId: row.tenant_id,
          to: contact.email,
          ...renderEmail(contact.locale, {
            kind: 'renewal_reminder',
            reason: kind,
            planName: price.planName,
            total: amountOf(price.totalMinor, price.currency),
            tax: amountOf(price.taxMinor, price.currency),
            taxBasis: price.tax,
            chargeOn: row.current_period_end,
            method: methodOf(row),
            // My Subscription turns autobill off; signed out, the app signs in and comes back.
            manageUrl: `${ctx.config.publicUrl}${MENU_PATHS.mySubscription}`,
          }),
        },
        now,
      );
      return true;
    });
    if (recorded) sent += 1;
  }
  return sent;
}

/**
 * The next moment after `after`, up to `until`, at which a billing run has a reminder to
 * send or a charge to make that leads to one: the demo clock stops there on its way, so a
 * jump over weeks sends each reminder before its charge, as a server billing every few
 * minutes would have. Null when nothing happens before `until`.
 */
export async function nextReminderMoment(
  db: Queryable,
  after: Date,
  until: Date,
): Promise<Date | null> {
  const horizon = new Date(until.getTime() + MAX_REMINDER_LEAD_DAYS * DAY_MS);
  let next: Date | null = null;
  for await (const row of allCandidates(db, after, horizon)) {
    const facts = factsOf(row);
    const planned = row.reminded ? null : plannedReminder(facts);
    const moment =
      planned && planned.sendFrom > after ? planned.sendFrom : renewalBeforeReminder(facts, until);
    if (moment && moment <= until && (!next || moment < next)) next = moment;
  }
  return next;
}

/**
 * The renewal that starts a period whose own reminder falls due by `until` (the clock must
 * stop there for that period to exist), or null.
 */
function renewalBeforeReminder(facts: ReminderFacts, until: Date): Date | null {
  const lead = reminderLeadDays(false, facts.cycleMonths, facts.country);
  if (lead === null) return null;
  const nextEnd = addPeriod(facts.periodEnd, { length: facts.cycleMonths, unit: 'month' });
  return nextEnd.getTime() - lead * DAY_MS <= until.getTime() ? facts.periodEnd : null;
}
