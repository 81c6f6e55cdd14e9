import type { LicenseUpdateRequestSchema, SeatInviteResponse } from '@burrow/contract/licenses';
import type { Subscription } from '@burrow/contract/subscriptions';
import { krnId, makeKrn } from '@burrow/domain/krn';
import { seatAllows, type SeatAction, type SeatState } from '@burrow/domain/seat-actions';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { AppError, notFound } from '../../platform/errors';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limiter';
import { emailLink, signInLandingTo, type Caller } from '../identity/identity-service';
import { seatInviteEmail } from '../identity/link-emails';
import { findUserByEmail, findUserById, insertUser } from '../identity/user-repository';
import { enqueueEntitlementsChanged } from '../outbound-webhooks/entitlement-snapshot';
import { accountOfAddress } from '../subscriptions/held-seats';
import { getSubscription } from '../subscriptions/subscription-service';

type LicenseView = Subscription['licenses'][number];

/** Where an invited seat holder lands once signed in: their own device setup. */
export const SEAT_HOLDER_LANDING = '/setup';

const LIMITS = {
  // An admin inviting a whole team at once is fine; a loop mailing one person is not.
  invitesPerAccount: { name: 'seat-invite:account', limit: 200, windowSeconds: 3600 },
  invitesPerSeat: { name: 'seat-invite:seat', limit: 5, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SeatRow {
  id: string;
  subscription_id: string;
  state: SeatState;
  assigned_email: string | null;
  seats_on_subscription: number;
  plan_name: string;
}

function seatIdOf(licenseKrn: string): string {
  const id = krnId(licenseKrn).toLowerCase();
  if (!UUID_PATTERN.test(id)) throw notFound('The licence');
  return id;
}

/**
 * One of the caller's business seats, with how many seats its subscription has; with
 * `lock`, the subscription's row is locked so two removals cannot both take the last seat.
 */
async function findOwnSeat(
  db: Queryable,
  tenantId: string,
  userId: string,
  seatId: string,
  lock: boolean,
): Promise<SeatRow | undefined> {
  if (lock) {
    await db.query(
      `SELECT s.id FROM subscriptions s JOIN licenses l ON l.subscription_id = s.id
        WHERE l.id = $1 AND s.tenant_id = $2 AND s.user_id = $3 FOR UPDATE OF s`,
      [seatId, tenantId, userId],
    );
  }
  return queryOne<SeatRow>(
    db,
    `SELECT l.id, l.subscription_id, l.state, l.assigned_email,
            (SELECT count(*) FROM licenses o WHERE o.subscription_id = s.id)::int
              AS seats_on_subscription,
            pr.name AS plan_name
       FROM licenses l
       JOIN subscriptions s ON s.id = l.subscription_id
       JOIN users u ON u.id = s.user_id
       JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
       JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE l.id = $1 AND s.tenant_id = $2 AND s.user_id = $3
        AND u.business_billing IS NOT NULL`,
    [seatId, tenantId, userId],
  );
}

function refuse(action: SeatAction, seat: SeatRow): AppError {
  const why = {
    remove:
      seat.state === 'active'
        ? 'Revoke this seat before removing it.'
        : 'A subscription keeps at least one seat.',
    assign: 'Revoke this seat before giving it to someone else.',
    revoke: 'Only a seat someone holds can be revoked.',
    invite: 'Only a seat someone holds can be sent an invitation.',
  }[action];
  return new AppError(409, 'seat_action_not_allowed', why);
}

/**
 * Gives a free or revoked seat to an address, or revokes a held one (`PUT /api/v2/licenses/`,
 * either billing system), by the same rule as every other seat action. A revoked seat keeps
 * its former holder's address, so it can be given back. The accounts whose seat this was or
 * now is get their `entitlements.changed` snapshot in the same transaction (decision 0112).
 */
export async function changeSeatHolder(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  request: z.output<typeof LicenseUpdateRequestSchema>,
): Promise<LicenseView> {
  const seatId = seatIdOf(request.license_krn);
  return ctx.db.transaction(async (tx) => {
    const seat = await findOwnSeat(tx, tenantId, userId, seatId, true);
    if (!seat) throw notFound('The licence');
    if (!seatAllows(seat.state, seat.seats_on_subscription, request.action)) {
      throw refuse(request.action, seat);
    }
    const next =
      request.action === 'assign'
        ? { state: 'active' as const, email: request.email }
        : { state: 'revoked' as const, email: seat.assigned_email };
    await tx.query(`UPDATE licenses SET state = $2, assigned_email = $3 WHERE id = $1`, [
      seat.id,
      next.state,
      next.email,
    ]);
    const now = ctx.clock.now();
    const addresses = new Set([seat.assigned_email, next.email].filter((email) => email !== null));
    for (const address of addresses) {
      const holder = await accountOfAddress(tx, tenantId, address);
      if (holder && holder !== userId) await enqueueEntitlementsChanged(tx, tenantId, holder, now);
    }
    return { krn: makeKrn('license', seat.id), state: next.state, assigned_email: next.email };
  });
}

/**
 * Removes a free or revoked seat of the caller's business subscription (either billing
 * system). Nothing is refunded for the time already paid: the seat simply stops being there.
 */
export async function removeSeat(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  request: { subscription_id: string; license_krn: string },
): Promise<Subscription> {
  const seatId = seatIdOf(request.license_krn);
  const subscriptionId = await ctx.db.transaction(async (tx) => {
    const seat = await findOwnSeat(tx, tenantId, userId, seatId, true);
    if (!seat || seat.subscription_id !== krnId(request.subscription_id).toLowerCase()) {
      throw notFound('The licence');
    }
    if (!seatAllows(seat.state, seat.seats_on_subscription, 'remove')) {
      throw refuse('remove', seat);
    }
    await tx.query(`DELETE FROM licenses WHERE id = $1`, [seat.id]);
    return seat.subscription_id;
  });
  return getSubscription(ctx, tenantId, userId, subscriptionId);
}

/**
 * Emails a held seat's holder an invitation: a sign-in link (the usual single-use token,
 * living as long as a confirmation link) that goes on to their own device setup. An
 * address without an account gets one, with no password: the link is how they get in,
 * and following it proves the address.
 */
export async function inviteSeatHolder(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  request: { license_krn: string },
): Promise<SeatInviteResponse> {
  const { tenantId } = caller;
  const seatId = seatIdOf(request.license_krn);
  const seat = await findOwnSeat(ctx.db, tenantId, userId, seatId, false);
  if (!seat) throw notFound('The licence');
  if (!seatAllows(seat.state, seat.seats_on_subscription, 'invite') || !seat.assigned_email) {
    throw refuse('invite', seat);
  }
  const now = ctx.clock.now();
  await enforceRateLimit(ctx.db, LIMITS.invitesPerAccount, `${tenantId}:${userId}`, now);
  await enforceRateLimit(ctx.db, LIMITS.invitesPerSeat, `${tenantId}:${seat.id}`, now);
  const to = seat.assigned_email;
  await ctx.db.transaction(async (tx) => {
    const admin = await findUserById(tx, tenantId, userId);
    if (!admin) throw notFound('The account');
    const holder =
      (await findUserByEmail(tx, tenantId, to)) ??
      (await insertUser(
        tx,
        { tenantId, email: to, passwordHash: null, emailVerifiedAt: null, locale: admin.locale },
        now,
      )) ??
      // Someone made the account in the meantime: that one is theirs.
      (await findUserByEmail(tx, tenantId, to));
    if (!holder) throw new Error(`no account for the holder of seat ${seat.id}`);
    await emailLink(
      tx,
      ctx,
      caller,
      {
        userId: holder.id,
        to,
        purpose: 'verify_signup',
        template: seatInviteEmail(holder.locale, {
          inviter: admin.email,
          planName: seat.plan_name,
        }),
        landing: signInLandingTo(SEAT_HOLDER_LANDING),
      },
      now,
    );
  });
  return { status: 'sent', email: to };
}
