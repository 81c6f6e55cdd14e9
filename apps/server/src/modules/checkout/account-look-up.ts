import type { AppContext } from '../../app-context';
import {
  claimRateLimitSlot,
  releaseRateLimitSlots,
  type RateLimitRule,
} from '../../platform/rate-limiter';
import { findAccountIdByEmail } from '../identity/identity-service';

/**
 * Email look-ups tell whether an account exists, so they are limited like sign-in: the
 * checkout's customer-status question, and a signed-out checkout that finds an account
 * (409 account_exists) count in one bucket per client; once it is full neither is answered.
 */
export const ACCOUNT_LOOK_UP_LIMIT: RateLimitRule = {
  name: 'checkout-customer-status:client',
  limit: 30,
  windowSeconds: 900,
};

/**
 * A signed-out buyer's email looked up at checkout: a slot is taken before the look-up
 * (429 when the bucket is full), so a burst cannot overshoot the limit (decision 0070), and
 * handed back when no account has the email — a shop's busy address buying for new
 * customers is never held up. Only a purchase that gets this far looks up: a repeated or
 * concurrent attempt answered from its stored result or refused as in progress does not.
 */
export async function lookUpBuyerAccount(
  ctx: AppContext,
  client: { tenantId: string; ip: string },
  email: string,
): Promise<string | undefined> {
  const slot = await claimRateLimitSlot(
    ctx.db,
    ACCOUNT_LOOK_UP_LIMIT,
    `${client.tenantId}:${client.ip}`,
    ctx.clock.now(),
  );
  const accountId = await findAccountIdByEmail(ctx, client.tenantId, email);
  if (!accountId) await releaseRateLimitSlots(ctx.db, [slot]);
  return accountId;
}
