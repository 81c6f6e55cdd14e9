import type { StaffCustomerSummary } from '@burrow/contract/staff';
import { referenceIdPrefix, subscriptionReference } from '@burrow/domain/subscription-reference';
import type { Queryable } from '../../db/database';

/** What one query can be read as; each kind is searched only when the query can be one. */
export interface CustomerSearchTerms {
  /** A LIKE pattern over lower-cased emails (the query inside `%…%`, wildcards escaped). */
  emailPattern: string | null;
  /** An invoice number, upper-cased. */
  invoiceNumber: string | null;
  /** A LIKE pattern over subscription ids: the id prefix a short reference stands for. */
  subscriptionIdPattern: string | null;
  /** Four digits. */
  cardLast4: string | null;
  /** A provider's id as written (`pi_…`, `ch_…`, `re_…`, `dp_…`): they are case-sensitive. */
  paymentId: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function searchTermsOf(query: string): CustomerSearchTerms {
  const text = query.trim();
  const prefix = /^[0-9A-Za-z]{4}-?[0-9A-Za-z]{4}$/.test(text) ? referenceIdPrefix(text) : null;
  return {
    // Short fragments would list half the customers; three characters find an address.
    emailPattern: text.length >= 3 ? `%${escapeLike(text.toLowerCase())}%` : null,
    invoiceNumber: /^[0-9A-Za-z-]{1,40}$/.test(text) ? text.toUpperCase() : null,
    subscriptionIdPattern: prefix ? `${prefix.slice(0, 8)}-${prefix.slice(8)}%` : null,
    cardLast4: /^\d{4}$/.test(text) ? text : null,
    paymentId: /^[a-z]{2,5}_[0-9A-Za-z]{6,120}$/.test(text) ? text : null,
  };
}

interface CustomerRow {
  id: string;
  tenant_id: string;
  email: string;
  created_at: Date;
  deleted_at: Date | null;
  matched_by: StaffCustomerSummary['matched_by'];
}

/**
 * Customers of every storefront the query finds, newest first, `limit` from `offset`;
 * each with what matched and their subscriptions' short references.
 */
export async function searchCustomers(
  db: Queryable,
  query: string,
  page: { limit: number; offset: number },
): Promise<StaffCustomerSummary[]> {
  const terms = searchTermsOf(query);
  const rows = await db.query<CustomerRow>(
    `WITH matches (user_id, kind) AS (
       SELECT id, 'email' FROM users
        WHERE $1::text IS NOT NULL AND lower(email) LIKE $1::text ESCAPE '\\'
       UNION ALL
       SELECT user_id, 'invoice_number' FROM invoices
        WHERE $2::text IS NOT NULL AND upper(number) = $2::text
       UNION ALL
       SELECT user_id, 'subscription_reference' FROM subscriptions
        WHERE $3::text IS NOT NULL AND id::text LIKE $3::text
       UNION ALL
       SELECT user_id, 'card_last4' FROM payment_methods
        WHERE $4::text IS NOT NULL AND last4 = $4::text
       UNION ALL
       SELECT user_id, 'card_last4' FROM subscriptions
        WHERE $4::text IS NOT NULL AND card_last4 = $4::text
       -- Where a provider's ids are kept: the invoice's payment and charge, each money
       -- movement (charge, refund, dispute), a checkout's payment before it was recorded, a
       -- renewal waiting for the customer's authentication, a plan change's payment.
       UNION ALL
       SELECT user_id, 'payment_id' FROM invoices
        WHERE $7::text IS NOT NULL AND (payment_intent_id = $7::text OR charge_id = $7::text)
       UNION ALL
       SELECT user_id, 'payment_id' FROM ledger_entries
        WHERE $7::text IS NOT NULL AND gateway_reference = $7::text
       UNION ALL
       SELECT COALESCE(user_id, buyer_user_id), 'payment_id' FROM checkout_payments
        WHERE $7::text IS NOT NULL AND payment_intent_id = $7::text
       UNION ALL
       SELECT user_id, 'payment_id' FROM renewal_authentications
        WHERE $7::text IS NOT NULL AND payment_id = $7::text
       UNION ALL
       SELECT user_id, 'payment_id' FROM plan_change_attempts
        WHERE $7::text IS NOT NULL AND payment_intent_id = $7::text
     )
     SELECT u.id, u.tenant_id, u.email, u.created_at, u.deleted_at,
            array_agg(DISTINCT m.kind ORDER BY m.kind) AS matched_by
     FROM matches m JOIN users u ON u.id = m.user_id
     GROUP BY u.id
     ORDER BY u.created_at DESC, u.id
     LIMIT $5 OFFSET $6`,
    [
      terms.emailPattern,
      terms.invoiceNumber,
      terms.subscriptionIdPattern,
      terms.cardLast4,
      page.limit,
      page.offset,
      terms.paymentId,
    ],
  );
  if (rows.length === 0) return [];
  const subscriptions = await db.query<{
    id: string;
    user_id: string;
    status: string;
    price_id: string;
  }>(
    `SELECT id, user_id, status, price_id FROM subscriptions
     WHERE user_id = ANY($1::uuid[]) ORDER BY purchased_at DESC, id`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    tenant_id: row.tenant_id,
    email: row.email,
    created_at: row.created_at.toISOString(),
    deleted: row.deleted_at !== null,
    matched_by: row.matched_by,
    subscriptions: subscriptions
      .filter((subscription) => subscription.user_id === row.id)
      .map((subscription) => ({
        id: subscription.id,
        reference: subscriptionReference(subscription.id),
        status: subscription.status,
        price_id: subscription.price_id,
      })),
  }));
}
