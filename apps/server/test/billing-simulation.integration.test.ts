import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxBasis } from '@burrow/domain/tax-rates';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { recordLedgerEntry } from '../src/modules/billing/ledger';
import { requestRefund } from '../src/modules/billing/refund-service';
import { insertPaidInvoice, numberInvoice } from '../src/modules/invoices/invoice-issuer';
import { addPaymentMethod } from '../src/modules/payment-methods/payment-method-service';
import { confirmChange, estimateChange } from '../src/modules/plan-changes/plan-change-service';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * Thirteen simulated months of a book of subscriptions, stepped a week at a time, with a mix
 * of good cards, declines, card updates, autobill turned off, add-ons bought with the plan or
 * added later, refunds and upgrades. Size with BILLING_SIMULATION_SIZE (default 1,000; a
 * smaller number for a quick local run).
 */
const SIZE = Number(process.env.BILLING_SIMULATION_SIZE ?? 1000);
const DAY = 86_400_000;
const CYCLES = [1, 6, 12] as const;

const PROFILES = [
  'good',
  'good',
  'declines',
  'updates_card',
  'autobill_off',
  'with_addon',
  'refunds',
  'upgrades',
  'adds_addon',
] as const;
type Profile = (typeof PROFILES)[number];
const profileOf = (i: number): Profile => PROFILES[i % PROFILES.length] ?? 'good';
const UPGRADE_PRICE = 'vpn-premium-12m-usd';

const PLAN_PRICE_MINOR: Record<number, number> = { 1: 1295, 6: 5995, 12: 5604 };
const NY_TAX = 0.04;

interface SimSubscription {
  i: number;
  userId: string;
  subscriptionId: string;
  cycle: number;
  profile: Profile;
}

describe.each(testDatabaseKinds)('thirteen months of billing on %s', (kind) => {
  let t: TestApp;
  const start = new Date('2026-01-05T09:00:00Z');
  const book: SimSubscription[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(start);
    const ctx = contextOf(t.app);
    // Customers who will ask for their money back paid for their first period at the gateway.
    const firstCharges = new Map<number, { chargeId: string | null; totalMinor: number }>();
    for (let i = 0; i < SIZE; i += 1) {
      if (profileOf(i) !== 'refunds') continue;
      const subtotal = PLAN_PRICE_MINOR[CYCLES[i % 3] ?? 1] ?? 0;
      const totalMinor = subtotal + Math.round(subtotal * NY_TAX);
      const charge = await ctx.gateway.chargeSource({
        sourceToken: 'pm_card_visa',
        amountMinor: totalMinor,
        currency: 'USD',
        idempotencyKey: `sim-purchase-${i}`,
        description: 'simulated purchase',
      });
      firstCharges.set(i, { chargeId: charge.chargeId, totalMinor });
    }
    await t.app.db.transaction(async (tx) => {
      for (let i = 0; i < SIZE; i += 1) {
        const cycle = CYCLES[i % 3] ?? 1;
        const profile = profileOf(i);
        const [user] = await tx.query<{ id: string }>(
          `INSERT INTO users (tenant_id, email, email_verified_at, country, created_at, updated_at)
           VALUES ('burrow', $1, $2, 'US', $2, $2) RETURNING id`,
          [`sim-${i}@example.com`, start],
        );
        // Staggered ends over the first month, so renewals spread across the weeks.
        const end = new Date(start.getTime() + ((i % 28) + 1) * DAY);
        const [sub] = await tx.query<{ id: string }>(
          `INSERT INTO subscriptions (tenant_id, user_id, price_id, status, billing_system, auto_billing_enabled,
             supports_autobill, payment_method, card_brand, card_last4, payment_source_token, current_period_start,
             current_period_end, purchased_at, tax_country, tax_region, created_at, updated_at)
           VALUES ('burrow', $1, $2, $3, 'burrow', $4, true, 'CreditCard', 'visa', '4242', $5, $6, $7, $6, 'US', 'NY', $6, $6)
           RETURNING id`,
          [
            user?.id ?? '',
            `vpn-basic-${cycle}m-usd`,
            profile === 'autobill_off' ? 'non_renewing' : 'active',
            profile !== 'autobill_off',
            profile === 'declines' || profile === 'updates_card'
              ? 'pm_card_renewal_declines'
              : 'pm_card_visa',
            start,
            end,
          ],
        );
        const userId = user?.id ?? '';
        const subscriptionId = sub?.id ?? '';
        book.push({ i, userId, subscriptionId, cycle, profile });
        if (profile === 'with_addon') {
          await tx.query(
            `INSERT INTO subscription_addons (tenant_id, subscription_id, product_id, price_id, status, created_at)
             VALUES ('burrow', $1, 'addon-dedicated-ip', $2, 'ACTIVE', $3)`,
            [subscriptionId, cycle === 6 ? null : `addon-dedicated-ip-${cycle}m-usd`, start],
          );
        }
        const first = firstCharges.get(i);
        if (first) {
          const subtotal = PLAN_PRICE_MINOR[cycle] ?? 0;
          const invoice = await insertPaidInvoice(
            tx,
            {
              tenantId: 'burrow',
              userId,
              subscriptionId,
              currency: 'USD',
              lines: [
                {
                  priceId: `vpn-basic-${cycle}m-usd`,
                  description: 'Burrow Basic',
                  amountMinor: subtotal,
                },
              ],
              discountMinor: 0,
              couponCode: null,
              taxMinor: first.totalMinor - subtotal,
              tax: taxBasis('US', 'NY'),
              periodStart: start,
              periodEnd: end,
              paymentIntentId: null,
              chargeId: first.chargeId,
            },
            start,
          );
          await recordLedgerEntry(
            tx,
            {
              tenantId: 'burrow',
              userId,
              subscriptionId,
              invoiceId: invoice.id,
              kind: 'charge',
              amountMinor: first.totalMinor,
              currency: 'USD',
              gatewayReference: first.chargeId,
              failureReason: null,
              operationKey: `sim-purchase:${subscriptionId}`,
            },
            start,
          );
          await numberInvoice(tx, invoice);
        }
      }
    });
  }, 300_000);
  afterAll(() => t.close());

  it('renews, retries, recovers, changes, refunds, expires and balances over 13 months', async () => {
    const ctx = contextOf(t.app);
    const caller = (s: SimSubscription) => ({ tenantId: 'burrow', userId: s.userId });
    const addonRefused = new Set<string>();
    for (let week = 1; week <= 57; week += 1) {
      t.clock.set(new Date(start.getTime() + week * 7 * DAY));
      // The run first, as the scheduler would have done before customers act that day.
      await runBilling(ctx);
      for (const s of book) {
        if (week === 1 && s.profile === 'refunds') {
          await requestRefund(ctx, 'burrow', s.userId, s.subscriptionId);
        }
        if (week === 2 && s.profile === 'upgrades') {
          const change = { type: 'change_plan' as const, priceId: UPGRADE_PRICE };
          const quote = await estimateChange(ctx, caller(s), {
            subscriptionId: s.subscriptionId,
            change,
          });
          const done = await confirmChange(ctx, caller(s), {
            attemptId: `sim-upgrade-${s.i}`,
            subscriptionId: s.subscriptionId,
            change,
            quoteId: quote.quoteId,
          });
          expect(done.status).toBe('succeeded');
        }
        if (week === 3 && s.profile === 'adds_addon') {
          const change = {
            type: 'add_addon' as const,
            priceId: `addon-dedicated-ip-${s.cycle}m-usd`,
          };
          try {
            const quote = await estimateChange(ctx, caller(s), {
              subscriptionId: s.subscriptionId,
              change,
            });
            const done = await confirmChange(ctx, caller(s), {
              attemptId: `sim-addon-${s.i}`,
              subscriptionId: s.subscriptionId,
              change,
              quoteId: quote.quoteId,
            });
            expect(done.status).toBe('succeeded');
          } catch (error) {
            // There is no 6-month dedicated IP price: the add-on is refused, nothing is charged.
            expect(s.cycle).toBe(6);
            expect(error).toMatchObject({ code: 'invalid_request' });
            addonRefused.add(s.subscriptionId);
          }
        }
      }
      if (week === 3) {
        // Customers whose renewals failed add a good card in the gateway's UI; replacing the
        // method of a failed renewal retries it at once.
        for (const s of book.filter((b) => b.profile === 'updates_card')) {
          const intent = await ctx.gateway.createIntent({
            amountMinor: 100,
            currency: 'USD',
            methodType: 'card',
            idempotencyKey: `sim-card-check-${s.i}`,
            description: 'card check',
          });
          await t.app.inject({
            method: 'POST',
            url: `/sandbox-gateway/v1/intents/${intent.id}/confirm`,
            payload: { client_secret: intent.clientSecret, test_token: 'tok_visa' },
          });
          await addPaymentMethod(
            ctx,
            { ...caller(s), appOrigin: 'http://burrow.test' },
            { paymentIntentId: intent.id, makeDefault: true },
          );
        }
      }
    }

    const rows = await t.app.db.query<{
      id: string;
      status: string;
      price_id: string;
      revoked: boolean;
      renewals: number;
      changes: number;
      failures: number;
      charged: number;
      refunded: number;
      addons: string[];
      subjects: string[];
    }>(
      `SELECT s.id, s.status, s.price_id, s.revoked_at IS NOT NULL AS revoked,
              (SELECT count(*) FROM ledger_entries l WHERE l.subscription_id = s.id AND l.kind = 'charge'
                 AND l.operation_key NOT LIKE 'plan-change:%' AND l.operation_key NOT LIKE 'sim-purchase:%')::int AS renewals,
              (SELECT count(*) FROM ledger_entries l WHERE l.subscription_id = s.id AND l.kind = 'charge'
                 AND l.operation_key LIKE 'plan-change:%')::int AS changes,
              (SELECT count(*) FROM ledger_entries l WHERE l.subscription_id = s.id AND l.kind = 'charge_failed')::int AS failures,
              (SELECT COALESCE(sum(amount_minor), 0) FROM ledger_entries l WHERE l.subscription_id = s.id AND l.kind = 'charge')::int AS charged,
              (SELECT COALESCE(sum(amount_minor), 0) FROM ledger_entries l WHERE l.subscription_id = s.id AND l.kind = 'refund')::int AS refunded,
              ARRAY(SELECT a.status FROM subscription_addons a WHERE a.subscription_id = s.id ORDER BY a.created_at) AS addons,
              ARRAY(SELECT o.subject FROM outbox_emails o WHERE o.to_address = u.email ORDER BY o.created_at) AS subjects
         FROM subscriptions s JOIN users u ON u.id = s.user_id`,
    );
    expect(rows).toHaveLength(SIZE);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const horizon = start.getTime() + 57 * 7 * DAY;
    // Renewals due before the horizon: the first end, then one per cycle (30-31 day months).
    const expectedRenewals = (from: number, cycle: number) => {
      let n = 0;
      let end = new Date(from);
      while (end.getTime() <= horizon) {
        n += 1;
        end = new Date(
          Date.UTC(
            end.getUTCFullYear(),
            end.getUTCMonth() + cycle,
            Math.min(end.getUTCDate(), 28),
            9,
          ),
        );
      }
      return n;
    };
    const count = (subjects: string[], prefix: string) =>
      subjects.filter((subject) => subject.startsWith(prefix)).length;
    const RENEWED = 'Your Burrow subscription renewed';
    const FAILED = 'We could not renew';
    const ENDED = 'Your Burrow subscription has ended';
    const CHANGED = 'Your Burrow subscription has changed';

    let recoveredByNewCard = 0;
    for (const s of book) {
      const row = byId.get(s.subscriptionId);
      if (!row) throw new Error(`subscription ${s.i} is missing`);
      const firstEnd = start.getTime() + ((s.i % 28) + 1) * DAY;
      // Every renewal sent a receipt; every failure but the last one (which ends it) a warning.
      expect(count(row.subjects, RENEWED)).toBe(row.renewals);
      switch (s.profile) {
        case 'declines':
          expect(row).toMatchObject({ status: 'cancelled', renewals: 0, failures: 5 });
          expect(count(row.subjects, FAILED)).toBe(4);
          expect(count(row.subjects, ENDED)).toBe(1);
          break;
        case 'autobill_off':
          expect(row).toMatchObject({ status: 'cancelled', renewals: 0, failures: 0 });
          expect(count(row.subjects, ENDED)).toBe(1);
          break;
        case 'updates_card':
          // Failed at its first renewal; recovered if the card update came in time.
          if (row.status === 'active') {
            recoveredByNewCard += 1;
            expect(row.renewals).toBeGreaterThanOrEqual(1);
            expect(count(row.subjects, FAILED)).toBe(row.failures);
            expect(count(row.subjects, ENDED)).toBe(0);
          } else {
            expect(row.failures).toBe(5);
            expect(count(row.subjects, ENDED)).toBe(1);
          }
          break;
        case 'refunds':
          // Refunded in full after the cooling-off day, and revoked: nothing kept, nothing owed.
          expect(row).toMatchObject({ status: 'cancelled', revoked: true });
          expect(row.refunded).toBe(row.charged);
          expect(row.charged).toBeGreaterThan(0);
          expect(count(row.subjects, 'We received your refund request')).toBe(1);
          expect(count(row.subjects, 'Your Burrow refund is on its way')).toBe(1);
          break;
        case 'upgrades':
          expect(row).toMatchObject({
            status: 'active',
            price_id: UPGRADE_PRICE,
            changes: 1,
            failures: 0,
          });
          expect(count(row.subjects, CHANGED)).toBe(1);
          break;
        case 'adds_addon':
          if (addonRefused.has(s.subscriptionId)) {
            expect(row).toMatchObject({ changes: 0, addons: [] });
          } else {
            expect(row).toMatchObject({ changes: 1, addons: ['ACTIVE'] });
            expect(count(row.subjects, CHANGED)).toBe(1);
          }
          expect(row.status).toBe('active');
          expect(Math.abs(row.renewals - expectedRenewals(firstEnd, s.cycle))).toBeLessThanOrEqual(
            1,
          );
          break;
        default:
          expect(row.status).toBe('active');
          expect(Math.abs(row.renewals - expectedRenewals(firstEnd, s.cycle))).toBeLessThanOrEqual(
            1,
          );
          expect(row.failures).toBe(0);
          expect(count(row.subjects, FAILED)).toBe(0);
      }
    }

    // Those still in their grace period when the new card came were renewed by it.
    expect(recoveredByNewCard).toBeGreaterThan(0);

    const [imbalance] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u
        WHERE COALESCE((SELECT sum(total_minor) FROM invoices i WHERE i.user_id = u.id AND i.status = 'paid'), 0)
           <> COALESCE((SELECT sum(CASE kind WHEN 'charge' THEN amount_minor WHEN 'refund' THEN -amount_minor ELSE 0 END)
                          FROM ledger_entries l WHERE l.user_id = u.id), 0)`,
    );
    expect(imbalance?.n).toBe(0);
    // Nothing is active without a paid period or a grace period.
    const [unpaid] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM subscriptions
        WHERE status = 'active' AND current_period_end < $1 AND auto_bill_failed_on IS NULL`,
      [t.clock.now()],
    );
    expect(unpaid?.n).toBe(0);
  }, 900_000);
});
