import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';

/**
 * What this process has done, in Prometheus's text format (decision 0127). One registry per
 * process, like the process it describes: counters count what this node did, so an operator
 * sums them over nodes. Figures that belong to the shared database (the email outbox) are
 * read from it when scraped, so every node reports the same value and a dashboard takes
 * the max, not the sum.
 *
 * Labels never carry a customer, an email address or an amount: only closed sets (outcome,
 * payment method, decline reason, route pattern, currency), so a series count stays small.
 */
export const metricsRegistry = new Registry();

const registers = [metricsRegistry];

export const httpRequestDuration = new Histogram({
  name: 'burrow_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const checkoutsTotal = new Counter({
  name: 'burrow_checkouts_total',
  help: 'Checkouts completed or refused, by outcome (succeeded or the error code) and payment method.',
  labelNames: ['outcome', 'payment_method'] as const,
  registers,
});

export const paymentDeclinesTotal = new Counter({
  name: 'burrow_payment_declines_total',
  help: 'Payments the provider declined, by what was being paid (checkout, renewal) and reason.',
  labelNames: ['kind', 'reason'] as const,
  registers,
});

export const billingRunsTotal = new Counter({
  name: 'burrow_billing_runs_total',
  help: 'Billing runs this node finished.',
  registers,
});

export const billingRunDuration = new Histogram({
  name: 'burrow_billing_run_duration_seconds',
  help: 'How long a billing run took.',
  buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900],
  registers,
});

export const billingRunSubscriptionsTotal = new Counter({
  name: 'burrow_billing_run_subscriptions_total',
  help: 'What billing runs did with the subscriptions due: renewed, failed, expired, deferred, resumed, reminded, refunded.',
  labelNames: ['result'] as const,
  registers,
});

export const dunningRecoveriesTotal = new Counter({
  name: 'burrow_dunning_recoveries_total',
  help: 'Renewals paid after an earlier attempt for the same period had failed.',
  registers,
});

export const refundsTotal = new Counter({
  name: 'burrow_refunds_total',
  help: 'Refunds the payment provider made, by currency.',
  labelNames: ['currency'] as const,
  registers,
});

export const refundedMinorTotal = new Counter({
  name: 'burrow_refunded_minor_units_total',
  help: 'Money given back, in minor units of the currency (cents), by currency.',
  labelNames: ['currency'] as const,
  registers,
});

export const emailsDeliveredTotal = new Counter({
  name: 'burrow_emails_delivered_total',
  help: 'Delivery attempts of outbox emails by this node, by result (sent, failed).',
  labelNames: ['result'] as const,
  registers,
});

const emailsWaiting = new Gauge({
  name: 'burrow_email_outbox_waiting',
  help: 'Emails queued and not yet sent (including ones waiting for a retry); read from the database.',
  registers,
});

const emailsGivenUp = new Gauge({
  name: 'burrow_email_outbox_given_up',
  help: 'Emails no longer retried after their last attempt failed; read from the database.',
  registers,
});

const emailOldestWaitingAge = new Gauge({
  name: 'burrow_email_outbox_oldest_waiting_seconds',
  help: 'Age of the oldest email still waiting to be sent (0 when none is); read from the database.',
  registers,
});

const databasePoolConnections = new Gauge({
  name: 'burrow_database_pool_connections',
  help: "This node's PostgreSQL pool: connections by state (total, idle, waiting clients).",
  labelNames: ['state'] as const,
  registers,
});

/** The email outbox's figures, read from the shared database (notifications/outbox-backlog.ts). */
export interface OutboxFigures {
  waiting: number;
  givenUp: number;
  /** How long the oldest email still waiting has waited; 0 when none waits. */
  oldestWaitingSeconds: number;
}

/** The scrape: sets the figures that live in the database, then renders every metric. */
export async function renderMetrics(
  db: Pick<Database, 'poolStats'>,
  outbox: OutboxFigures,
): Promise<{ contentType: string; body: string }> {
  emailsWaiting.set(outbox.waiting);
  emailsGivenUp.set(outbox.givenUp);
  emailOldestWaitingAge.set(outbox.oldestWaitingSeconds);
  const pool = db.poolStats?.();
  if (pool) {
    databasePoolConnections.set({ state: 'total' }, pool.total);
    databasePoolConnections.set({ state: 'idle' }, pool.idle);
    databasePoolConnections.set({ state: 'waiting' }, pool.waiting);
  }
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
