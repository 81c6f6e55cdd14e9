import type { CurrentUser } from '@burrow/contract/users';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { AppError } from '../../platform/errors';
import {
  claimRateLimitSlots,
  enforceRateLimit,
  releaseRateLimitSlots,
  type RateLimitRule,
} from '../../platform/rate-limiter';
import { enqueueEmailIf } from '../notifications/outbox';
import { enqueueEntitlementsOfProvenAddress } from '../outbound-webhooks/entitlement-snapshot';
import {
  consumeToken,
  invalidOrExpiredLink,
  issueToken,
  SIGN_IN_PURPOSES,
  type TokenPurpose,
} from './one-time-tokens';
import { requireStrongPassword } from './password-strength';
import { linkEmail } from './link-emails';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, deleteSession, deleteUserSessions } from './session-store';
import { findUserByEmail, findUserById, insertUser, markEmailVerified } from './user-repository';

export const SIGNED_IN_LANDING = '/subscriptions';

const LIMITS = {
  // Wrong passwords only (decision 0070): ten per account from one address, so a stranger's
  // guesses hold up that stranger, not the owner signing in from elsewhere; a hundred an
  // hour per account from everywhere, which bounds a guesser with many addresses; fifty
  // per address over every account, which bounds one address spraying many accounts.
  loginPerAccountAndClient: { name: 'login:account-client', limit: 10, windowSeconds: 900 },
  loginPerAccount: { name: 'login:account', limit: 100, windowSeconds: 3600 },
  loginPerClient: { name: 'login:client', limit: 50, windowSeconds: 900 },
  signupPerAccount: { name: 'signup:account', limit: 3, windowSeconds: 3600 },
  signupPerClient: { name: 'signup:client', limit: 20, windowSeconds: 3600 },
  magicLinkPerAccount: { name: 'magic-link:account', limit: 5, windowSeconds: 900 },
  magicLinkPerClient: { name: 'magic-link:client', limit: 30, windowSeconds: 900 },
  consumePerClient: { name: 'magic-link-consume:client', limit: 30, windowSeconds: 900 },
} satisfies Record<string, RateLimitRule>;

export interface Caller {
  tenantId: string;
  ip: string;
  userAgent: string | undefined;
  /** Where links in emails point: PUBLIC_URL, or in demo mode the request's own origin. */
  appOrigin: string;
  /** The session token the caller already holds, ended when a new session starts. */
  sessionToken: string | undefined;
  /** The language the visitor chose (the `locale` cookie): an account made for them keeps it. */
  locale: string;
}

async function limit(
  ctx: AppContext,
  caller: Caller,
  perClient: RateLimitRule,
  perAccount?: [RateLimitRule, string],
) {
  const now = ctx.clock.now();
  await enforceRateLimit(ctx.db, perClient, `${caller.tenantId}:${caller.ip}`, now);
  if (perAccount)
    await enforceRateLimit(ctx.db, perAccount[0], `${caller.tenantId}:${perAccount[1]}`, now);
}

/** Where a sign-in link lands: the page that spends its token with a POST (decision 0004). */
function signInPath(token: string): string {
  return `/auth/magic?token=${encodeURIComponent(token)}`;
}

/**
 * A sign-in link that, once spent, goes on to `next` (a path of this site) instead of the
 * usual landing: the sign-in page follows `next` only within the site.
 */
export function signInLandingTo(next: string): (token: string) => string {
  return (token) => `${signInPath(token)}&next=${encodeURIComponent(next)}`;
}

/**
 * Emails the account's address a fresh confirmation link (`verify_signup`), in a transaction
 * of its own: following it proves the address and signs the owner in (decision 0071).
 */
export async function emailAddressConfirmation(
  ctx: AppContext,
  caller: Caller,
  user: { id: string; email: string; locale: string },
): Promise<void> {
  await ctx.db.transaction((tx) =>
    emailLink(
      tx,
      ctx,
      caller,
      {
        userId: user.id,
        to: user.email,
        purpose: 'verify_signup',
        template: linkEmail(user.locale, 'verify_signup'),
      },
      ctx.clock.now(),
    ),
  );
}

/** Issues a single-use token and queues the email carrying its link, in the caller's transaction. */
export async function emailLink(
  tx: Queryable,
  ctx: AppContext,
  caller: Caller,
  link: {
    /** None for an address without an account: the same work is done, nothing is sent. */
    userId: string | null;
    to: string;
    purpose: TokenPurpose;
    template: (url: string) => { subject: string; text: string };
    /** The page the link opens, given its token; the sign-in page unless said otherwise. */
    landing?: (token: string) => string;
    /** The address an email-change link confirms. */
    newEmail?: string;
  },
  now: Date,
): Promise<void> {
  const token = await issueToken(
    tx,
    ctx.config.sessionSecret,
    caller.tenantId,
    link.userId,
    link.purpose,
    now,
    link.newEmail ?? null,
  );
  const url = `${caller.appOrigin}${(link.landing ?? signInPath)(token)}`;
  const email = { tenantId: caller.tenantId, to: link.to, ...link.template(url) };
  await enqueueEmailIf(tx, link.userId !== null, email, now);
}

/**
 * Creates an account and emails a link that confirms the address. The answer is the same
 * whether or not the email already has an account; an existing owner gets a sign-in link.
 */
export async function signup(
  ctx: AppContext,
  caller: Caller,
  email: string,
  password: string,
): Promise<void> {
  await limit(ctx, caller, LIMITS.signupPerClient, [LIMITS.signupPerAccount, email]);
  requireStrongPassword(password, email, 'password');
  // Hashing before the lookup keeps both answers equally slow.
  const passwordHash = await hashPassword(password);
  const { db, clock } = ctx;
  await db.transaction(async (tx) => {
    const now = clock.now();
    const created = await insertUser(
      tx,
      {
        tenantId: caller.tenantId,
        email,
        passwordHash,
        emailVerifiedAt: null,
        locale: caller.locale,
      },
      now,
    );
    if (created) {
      await emailLink(
        tx,
        ctx,
        caller,
        {
          userId: created.id,
          to: email,
          purpose: 'verify_signup',
          template: linkEmail(created.locale, 'verify_signup'),
        },
        now,
      );
      return;
    }
    const existing = await findUserByEmail(tx, caller.tenantId, email);
    if (!existing) return;
    await emailLink(
      tx,
      ctx,
      caller,
      {
        userId: existing.id,
        to: email,
        purpose: 'sign_in',
        template: linkEmail(existing.locale, 'account_exists'),
      },
      now,
    );
  });
}

/** Signs in with a password; answers the new session. Unknown email and wrong password look alike. */
export async function login(
  ctx: AppContext,
  caller: Caller,
  email: string,
  password: string,
): Promise<{ token: string; expiresAt: Date }> {
  // Every guess takes a slot of each limit before it is judged, atomically, so a burst of
  // parallel guesses cannot all pass the check before any is counted; a right password
  // hands its slots back, so only wrong guesses use the limits up and a customer who signs
  // in often is never held up. A client over a limit is refused before its guess is
  // judged, so a right guess tells it nothing either.
  const { db, config, clock } = ctx;
  const client = `${caller.tenantId}:${caller.ip}`;
  const account = `${caller.tenantId}:${email}`;
  const claims = await claimRateLimitSlots(
    db,
    [
      [LIMITS.loginPerClient, client],
      [LIMITS.loginPerAccountAndClient, `${account}:${caller.ip}`],
      [LIMITS.loginPerAccount, account],
    ],
    clock.now(),
  );
  const user = await findUserByEmail(db, caller.tenantId, email);
  const valid = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !valid)
    throw new AppError(401, 'invalid_credentials', 'The email or password is not correct.');
  await releaseRateLimitSlots(db, claims);
  if (!user.email_verified_at) {
    await emailAddressConfirmation(ctx, caller, user);
    throw new AppError(
      403,
      'email_not_verified',
      'Confirm your email address first: we have sent you a new link.',
    );
  }
  return db.transaction(async (tx) => {
    if (caller.sessionToken) await deleteSession(tx, config.sessionSecret, caller.sessionToken);
    return createSession(
      tx,
      config.sessionSecret,
      caller.tenantId,
      user.id,
      clock.now(),
      caller.userAgent,
    );
  });
}

/**
 * Emails a single-use sign-in link if the email has an account; neither the answer nor the
 * time it takes says which (decision 0071): both ways look the address up, make a token,
 * write the email and run the same statements, which store nothing for an unknown address.
 */
export async function requestMagicLink(
  ctx: AppContext,
  caller: Caller,
  email: string,
): Promise<void> {
  await limit(ctx, caller, LIMITS.magicLinkPerClient, [LIMITS.magicLinkPerAccount, email]);
  const { db, clock } = ctx;
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, caller.tenantId, email);
    await emailLink(
      tx,
      ctx,
      caller,
      {
        userId: user?.id ?? null,
        to: email,
        purpose: 'sign_in',
        template: linkEmail(user?.locale ?? caller.locale, 'sign_in_link'),
      },
      clock.now(),
    );
  });
}

/**
 * Follows an emailed link: uses its token once, confirms the email and starts a session.
 * A first sign-in by link on an unconfirmed account discards the password set at sign-up,
 * since nobody proved they own the address when it was chosen.
 */
export async function consumeMagicLink(
  ctx: AppContext,
  caller: Caller,
  token: string,
): Promise<{ token: string; expiresAt: Date }> {
  await limit(ctx, caller, LIMITS.consumePerClient);
  const { db, config, clock } = ctx;
  return db.transaction(async (tx) => {
    const now = clock.now();
    const used = await consumeToken(
      tx,
      config.sessionSecret,
      caller.tenantId,
      token,
      now,
      SIGN_IN_PURPOSES,
    );
    if (!used) {
      throw invalidOrExpiredLink();
    }
    await proveAddress(tx, used.user_id, now, used.purpose === 'verify_signup');
    if (caller.sessionToken) await deleteSession(tx, config.sessionSecret, caller.sessionToken);
    return createSession(
      tx,
      config.sessionSecret,
      caller.tenantId,
      used.user_id,
      now,
      caller.userAgent,
    );
  });
}

/**
 * Records that the owner proved the address (a sign-in, confirmation or reset link). The
 * first proof ends every session opened before it (decision 0071): an account made with
 * somebody's address at a checkout or a gift-card redemption signs its maker in without
 * proof, and that session must not outlive the owner showing up.
 */
export async function proveAddress(
  tx: Queryable,
  userId: string,
  now: Date,
  keepPassword: boolean,
): Promise<void> {
  if (await markEmailVerified(tx, userId, now, keepPassword)) {
    await deleteUserSessions(tx, userId);
    await enqueueEntitlementsOfProvenAddress(tx, userId, now);
  }
}

export async function logout(ctx: AppContext, sessionToken: string | undefined): Promise<void> {
  if (sessionToken) await deleteSession(ctx.db, ctx.config.sessionSecret, sessionToken);
}

/** The signed-in user as `GET /api/v2/users/me` shows them. */
export async function loadCurrentUser(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  hasCreditCard: boolean,
): Promise<CurrentUser> {
  const user = await findUserById(ctx.db, tenantId, userId);
  if (!user) throw new AppError(401, 'unauthenticated', 'Sign in to continue.');
  return {
    krn: `krn:user:${user.id}`,
    email: user.email,
    email_verified: user.email_verified_at !== null,
    has_password: user.password_hash !== null,
    business_customer: user.business_customer,
    business_subscription: user.business_customer
      ? { is_chargebee: user.business_billing === 'volume' }
      : null,
    has_credit_card: hasCreditCard,
    free_trial_status: user.free_trial_status,
    locale: user.locale,
    country: user.country,
    created_at: user.created_at.toISOString(),
  };
}

/** The account an email belongs to, if any: checkout asks an existing customer to sign in. */
export async function findAccountIdByEmail(
  ctx: AppContext,
  tenantId: string,
  email: string,
): Promise<string | undefined> {
  return (await findUserByEmail(ctx.db, tenantId, email))?.id;
}

/**
 * Creates the account of a first-time buyer inside the purchase's transaction. It has no
 * password: the buyer is signed in now and gets an email link to come back later. It keeps
 * the language the buyer chose on the site, so their first emails are in it.
 */
export async function createAccountAtPurchase(
  tx: Queryable,
  buyer: {
    tenantId: string;
    email: string;
    country: string;
    emailSubscriptionStatus: 'subscribed' | 'unsubscribed' | null;
    locale: string;
  },
  now: Date,
): Promise<string | undefined> {
  const user = await insertUser(
    tx,
    {
      tenantId: buyer.tenantId,
      email: buyer.email,
      passwordHash: null,
      emailVerifiedAt: null,
      country: buyer.country || null,
      locale: buyer.locale,
    },
    now,
  );
  if (user && buyer.emailSubscriptionStatus)
    await recordMarketingChoice(tx, user.id, buyer.emailSubscriptionStatus, now);
  return user?.id;
}

/** The buyer's answer to "email me news and offers" at checkout (docs/product.md#attribution-and-marketing-consent). */
export async function recordMarketingChoice(
  tx: Queryable,
  userId: string,
  status: 'subscribed' | 'unsubscribed',
  now: Date,
): Promise<void> {
  await tx.query(`UPDATE users SET email_subscription_status = $2, updated_at = $3 WHERE id = $1`, [
    userId,
    status,
    now,
  ]);
}

/** Starts a session for a user inside a transaction (a purchase signs a new buyer in). */
export function startSession(
  tx: Queryable,
  ctx: AppContext,
  tenantId: string,
  userId: string,
  userAgent: string | undefined,
): Promise<{ token: string; expiresAt: Date }> {
  return createSession(tx, ctx.config.sessionSecret, tenantId, userId, ctx.clock.now(), userAgent);
}

/** Where and in which language to email a customer, and where they live (for tax). */
export interface CustomerContact {
  email: string;
  /** `users.locale`: the language their emails and invoices are written in. */
  locale: string;
  country: string | null;
}

/** Billing's view of a user; none for an erased account, which has no address left. */
export async function customerContact(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<CustomerContact | undefined> {
  const user = await findUserById(db, tenantId, userId);
  return user && !user.deleted_at
    ? { email: user.email, locale: user.locale, country: user.country }
    : undefined;
}
