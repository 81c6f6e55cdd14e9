import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

/** An invoice a provider's charge paid, as webhooks about that charge need it. */
export interface ChargedInvoice {
  id: string;
  tenant_id: string;
  user_id: string;
  subscription_id: string | null;
  status: 'paid' | 'payment_due' | 'refunded' | 'voided';
  total_minor: number;
  currency: string;
  period_start: Date | null;
  period_end: Date | null;
}

/**
 * The invoice a charge paid, by the charge id Burrow recorded on it (or on the ledger's
 * charge entry) or by the payment intent that made it. Provider ids are unique across
 * Burrow's storefronts (one provider account), so the invoice names the tenant. Locked
 * until the transaction ends, so two events about one charge apply one after the other.
 */
export function findChargedInvoice(
  tx: Queryable,
  charge: { chargeId: string; paymentIntentId: string | null },
): Promise<ChargedInvoice | undefined> {
  return queryOne<ChargedInvoice>(
    tx,
    `SELECT id, tenant_id, user_id, subscription_id, status, total_minor, currency, period_start, period_end
       FROM invoices
      WHERE charge_id = $1
         OR id IN (SELECT invoice_id FROM ledger_entries WHERE kind = 'charge' AND gateway_reference = $1)
         OR ($2::text IS NOT NULL AND payment_intent_id = $2::text)
      ORDER BY issued_at LIMIT 1 FOR UPDATE`,
    [charge.chargeId, charge.paymentIntentId],
  );
}

/** The provider's id of an object that may arrive expanded. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}
