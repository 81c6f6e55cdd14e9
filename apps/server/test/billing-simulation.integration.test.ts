import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * Thirteen simulated months of a book of subscriptions, stepped a week at a time, with a mix
 * of good cards, declines, card updates, autobill turned off and add-ons. Size with
 * BILLING_SIMULATION_SIZE (default 1,000; a smaller number for a quick local run).
 */
const SIZE = Number(process.env.BILLING_SIMULATION_SIZE ?? 1000);
const DAY = 86_400_000;
const CYCLES = [1, 6, 12] as const;

type Profile = 'good' | 'declines' | 'updates_card' | 'autobill_off' | 'with_addon';
function profileOf(i: number): Profile {
  return (
    (['good', 'good', 'good', 'declines', 'updates_card', 'autobill_off', 'with_addon'] as const)[
      i % 7
    ] ?? 'good'
  );
}

describe.each(testDatabaseKinds)('thirteen months of billing on %s', (kind) => {
  let t: TestApp;
  const start = new Date('2026-01-05T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(start);
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
        if (profile === 'with_addon') {
          await tx.query(
            `INSERT INTO subscription_addons (tenant_id, subscription_id, product_id, price_id, status, created_at)
             VALUES ('burrow', $1, 'addon-dedicated-ip', $2, 'ACTIVE', $3)`,
            [sub?.id ?? '', cycle === 6 ? null : `addon-dedicated-ip-${cycle}m-usd`, start],
          );
        }
      }
    });
  }, 300_000);
  afterAll(() => t.close());

  it('renews, retries, recovers, expires and balances over 13 months', async () => {
    const ctx = contextOf(t.app);
    let cardsUpdated = false;
    for (let week = 1; week <= 57; week += 1) {
      t.clock.set(new Date(start.getTime() + week * 7 * DAY));
      if (week === 6 && !cardsUpdated) {
        // Customers whose renewals failed update their card; the next retry succeeds.
        await t.app.db.query(
          `UPDATE subscriptions s SET payment_source_token = 'pm_card_visa', next_retry_at = $1, hard_declined = false
             FROM users u WHERE u.id = s.user_id AND s.status = 'active' AND s.auto_bill_failed_on IS NOT NULL
              AND (substring(u.email from 'sim-(\\d+)@')::int % 7) = 4`,
          [t.clock.now()],
        );
        cardsUpdated = true;
      }
      await runBilling(ctx);
    }

    const rows = await t.app.db.query<{
      i: number;
      status: string;
      renewals: number;
      failures: number;
    }>(
      `SELECT substring(u.email from 'sim-(\\d+)@')::int AS i, s.status,
              (SELECT count(*) FROM ledger_entries l WHERE l.subscription_id = s.id AND l.kind = 'charge')::int AS renewals,
              (SELECT count(*) FROM ledger_entries l WHERE l.subscription_id = s.id AND l.kind = 'charge_failed')::int AS failures
         FROM subscriptions s JOIN users u ON u.id = s.user_id`,
    );
    expect(rows).toHaveLength(SIZE);
    const horizon = start.getTime() + 57 * 7 * DAY;
    for (const row of rows) {
      const cycle = CYCLES[row.i % 3] ?? 1;
      const firstEnd = start.getTime() + ((row.i % 28) + 1) * DAY;
      const profile = profileOf(row.i);
      // Renewals due before the horizon: the first end, then one per cycle (30-31 day months).
      const expectedRenewals = (from: number) => {
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
      if (profile === 'declines') {
        expect(row).toMatchObject({ status: 'cancelled', renewals: 0, failures: 5 });
      } else if (profile === 'autobill_off') {
        expect(row).toMatchObject({ status: 'cancelled', renewals: 0, failures: 0 });
      } else if (profile === 'updates_card') {
        // Failed at its first renewal; recovered if the card update came in time.
        expect(row.status === 'active' ? row.renewals >= 1 : row.failures === 5).toBe(true);
      } else {
        expect(row.status).toBe('active');
        expect(Math.abs(row.renewals - expectedRenewals(firstEnd))).toBeLessThanOrEqual(1);
        expect(row.failures).toBe(0);
      }
    }

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
    // Every renewal and every failure told the customer.
    const [emails] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox_emails`,
    );
    const [movements] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'charge'`,
    );
    expect(emails?.n).toBeGreaterThanOrEqual(movements?.n ?? 0);
  }, 600_000);
});
