import type { Queryable } from '../../db/database';

/** docs/product.md#payment-outcomes payment_result: one row per payment attempt outcome, written by the server itself. */
export interface PaymentResult {
  tenantId: string;
  uid: string | null;
  event: string;
  source: string;
  result: 'success' | 'failure';
  type: string;
  gateway: string;
  transId: string | null;
  errorCode: string | null;
  errorText: string | null;
  checkoutAttemptId: string | null;
}

export async function recordPaymentResult(
  db: Queryable,
  result: PaymentResult,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO payment_results (tenant_id, created_at, uid, system, version, event, source, result, type, gateway,
       trans_id, error_code, error_text, checkout_attempt_id)
     VALUES ($1, $2, $3, 'burrow', '1', $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      result.tenantId,
      now,
      result.uid,
      result.event,
      result.source,
      result.result,
      result.type,
      result.gateway,
      result.transId,
      result.errorCode,
      result.errorText,
      result.checkoutAttemptId,
    ],
  );
}

/** docs/product.md#payment-outcomes attempted_signups: a buyer who did not become a customer, and at which stage. */
export async function recordAttemptedSignup(
  db: Queryable,
  tenantId: string,
  email: string,
  stage: 'PAYMENT_FAILED' | 'EMAIL_ENTERED',
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO attempted_signups (tenant_id, created_at, email, domain, signup_stage) VALUES ($1, $2, $3, $4, $5)`,
    [tenantId, now, email, email.split('@')[1] ?? '', stage],
  );
}
