import type { AppContext } from '../../app-context';
import { queryOne } from '../../db/database';
import { AppError, notFound } from '../../platform/errors';
import { requestRouterCoupon } from './router-coupon-requests';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An operator grants the Aircove router promotion to a subscription (decision 0094): a
 * router coupon request, completed by the back office. A revoked subscription, or one whose
 * coupon is being set up or still valid, gets none.
 */
export async function grantRouterCoupon(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  subscriptionId: string,
): Promise<{ fulfilmentRequestId: string; subscriptionId: string; tenantId: string }> {
  if (!UUID_PATTERN.test(subscriptionId)) throw notFound('The subscription');
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const subscription = await queryOne<{ tenant_id: string; user_id: string }>(
      tx,
      `SELECT tenant_id, user_id FROM subscriptions WHERE id = $1 AND revoked_at IS NULL FOR UPDATE`,
      [subscriptionId],
    );
    if (!subscription) throw notFound('The subscription');
    const current = await tx.query(
      `SELECT 1 FROM router_coupons WHERE subscription_id = $1 AND (expires_at IS NULL OR expires_at > $2)`,
      [subscriptionId, now],
    );
    if (current.length > 0) {
      throw new AppError(
        409,
        'invalid_request',
        'This subscription already has a router coupon, valid or being set up.',
      );
    }
    const fulfilmentRequestId = await requestRouterCoupon(
      tx,
      { tenantId: subscription.tenant_id, userId: subscription.user_id, subscriptionId },
      now,
    );
    return { fulfilmentRequestId, subscriptionId, tenantId: subscription.tenant_id };
  });
}
