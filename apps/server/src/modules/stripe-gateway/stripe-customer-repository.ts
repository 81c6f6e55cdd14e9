import { queryOne, type Queryable } from '../../db/database';

/** Which Stripe Customer pays for a Burrow customer, and which Customer owns each saved method. */

export async function findCustomerOfUser(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<string | undefined> {
  const row = await queryOne<{ stripe_customer_id: string }>(
    db,
    `SELECT stripe_customer_id FROM stripe_customers WHERE tenant_id = $1 AND user_id = $2`,
    [tenantId, userId],
  );
  return row?.stripe_customer_id;
}

/**
 * A Customer that already holds one of the user's saved methods and belongs to nobody else:
 * the guest checkout that created the account paid through it.
 */
export async function findCustomerOfSavedMethods(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<string | undefined> {
  const row = await queryOne<{ stripe_customer_id: string }>(
    db,
    `SELECT c.stripe_customer_id
       FROM payment_methods m
       JOIN stripe_payment_methods s ON s.payment_method_id = m.token AND s.tenant_id = m.tenant_id
       JOIN stripe_customers c ON c.stripe_customer_id = s.stripe_customer_id
      WHERE m.tenant_id = $1 AND m.user_id = $2 AND (c.user_id IS NULL OR c.user_id = $2)
      ORDER BY m.is_default DESC, m.created_at
      LIMIT 1`,
    [tenantId, userId],
  );
  return row?.stripe_customer_id;
}

/**
 * Files a Customer under its user (null for a guest). A user who meanwhile got another
 * Customer (a concurrent request) keeps that one: the answer is the Customer on file.
 */
export async function recordCustomer(
  db: Queryable,
  customer: { stripeCustomerId: string; tenantId: string; userId: string | null },
  now: Date,
): Promise<string> {
  await db.query(
    `INSERT INTO stripe_customers (stripe_customer_id, tenant_id, user_id, created_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [customer.stripeCustomerId, customer.tenantId, customer.userId, now],
  );
  if (customer.userId === null) return customer.stripeCustomerId;
  return (
    (await findCustomerOfUser(db, customer.tenantId, customer.userId)) ?? customer.stripeCustomerId
  );
}

/** Gives a guest checkout's Customer to the account it created; false if someone has it. */
export async function adoptCustomer(
  db: Queryable,
  stripeCustomerId: string,
  tenantId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE stripe_customers SET user_id = $3
      WHERE stripe_customer_id = $1 AND tenant_id = $2 AND user_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM stripe_customers WHERE tenant_id = $2 AND user_id = $3)
      RETURNING stripe_customer_id`,
    [stripeCustomerId, tenantId, userId],
  );
  return rows.length === 1;
}

export interface StripeMethodOwner {
  stripeCustomerId: string;
  paymentMethodType: string;
}

/** Records that a method belongs to a Customer Burrow created; others are not Burrow's to file. */
export async function recordPaymentMethod(
  db: Queryable,
  method: { paymentMethodId: string; paymentMethodType: string; stripeCustomerId: string },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO stripe_payment_methods
       (payment_method_id, stripe_customer_id, payment_method_type, tenant_id, created_at)
     SELECT $1, stripe_customer_id, $3, tenant_id, $4 FROM stripe_customers
      WHERE stripe_customer_id = $2
     ON CONFLICT (payment_method_id) DO NOTHING`,
    [method.paymentMethodId, method.stripeCustomerId, method.paymentMethodType, now],
  );
}

export async function findPaymentMethodOwner(
  db: Queryable,
  paymentMethodId: string,
): Promise<StripeMethodOwner | undefined> {
  const row = await queryOne<{ stripe_customer_id: string; payment_method_type: string }>(
    db,
    `SELECT stripe_customer_id, payment_method_type FROM stripe_payment_methods
      WHERE payment_method_id = $1`,
    [paymentMethodId],
  );
  return row
    ? { stripeCustomerId: row.stripe_customer_id, paymentMethodType: row.payment_method_type }
    : undefined;
}
