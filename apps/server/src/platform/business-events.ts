import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/** What services log with: the app's logger (pino), or a CLI's own. */
export type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Every money and access event Burrow logs (decision 0128); the line's message is the name. */
export type BusinessEventName =
  | 'checkout.completed'
  | 'checkout.refused'
  | 'renewal.paid'
  | 'renewal.declined'
  | 'dunning.retry_scheduled'
  | 'subscription.expired'
  | 'refund.made'
  | 'plan.changed'
  | 'account_deletion.requested'
  | 'account_deletion.cancelled'
  | 'account_deletion.completed'
  | 'staff.action'
  | 'billing_run.finished';

/**
 * One structured line per event, for log search and for finance's questions ("which
 * renewals failed last night, for which reason"). Only ids, amounts in minor units, codes
 * and reasons: never an email address, a name, a card's digits or an IP address — the
 * customer id leads to the rest, behind the console's access control.
 */
export interface BusinessEvent {
  tenantId?: string;
  customerId?: string | null;
  subscriptionId?: string | null;
  invoiceId?: string | null;
  staffId?: string;
  amountMinor?: number;
  currency?: string;
  /** A closed code: an error code, a decline reason, a staff action's route. */
  reason?: string;
  [detail: string]: string | number | boolean | null | undefined;
}

/** Logs the event after the work it reports was committed (callers' rule). */
export function logBusinessEvent(log: Logger, name: BusinessEventName, event: BusinessEvent) {
  log.info({ event: name, ...event }, name);
}

/** The logger of a process without a Fastify app (the billing and admin commands, benches). */
export function processLogger(level: string): Logger {
  return pino({ level });
}
