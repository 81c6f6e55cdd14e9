import type {
  CouponStatus,
  StaffCoupon,
  StaffCouponCreateRequestSchema,
  StaffCouponListResponse,
} from '@burrow/contract/staff-coupons';
import { couponUnusableReason } from '@burrow/domain/coupons';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { AppError, invalidRequest } from '../../platform/errors';
import { appendStaffAudit } from './staff-audit-log';
import type { AuthenticatedStaff } from './staff-authentication';

type CreateInput = z.output<typeof StaffCouponCreateRequestSchema>;

interface CouponDbRow {
  id: string;
  tenant_id: string;
  code: string;
  description: string;
  percent_off: number | null;
  audience: string;
  product_ids: string[] | null;
  max_redemptions: number | null;
  redemptions: number;
  starts_at: Date | null;
  expires_at: Date | null;
  deactivated_at: Date | null;
  deactivation_reason: string | null;
  created_at: Date | null;
  idempotency_key: string | null;
}

const COLUMNS = `id, tenant_id, code, description, percent_off, audience, product_ids, max_redemptions,
  redemptions, starts_at, expires_at, deactivated_at, deactivation_reason, created_at, idempotency_key`;

/** A coupon's status as checkout would judge it now, whatever the buyer buys. */
function statusOf(row: CouponDbRow, now: Date): CouponStatus {
  const reason = couponUnusableReason(
    {
      startsAt: row.starts_at,
      expiresAt: row.expires_at,
      maxRedemptions: row.max_redemptions,
      redemptions: row.redemptions,
      deactivatedAt: row.deactivated_at,
    },
    now,
  );
  if (reason === null) return 'active';
  return reason === 'not_started' ? 'scheduled' : reason;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toStaffCoupon(row: CouponDbRow, now: Date): StaffCoupon {
  return {
    id: row.id,
    code: row.code,
    tenant_id: row.tenant_id,
    description: row.description,
    percent_off: row.percent_off,
    audience: row.audience,
    product_ids: row.product_ids,
    max_redemptions: row.max_redemptions,
    redemptions: row.redemptions,
    starts_at: iso(row.starts_at),
    expires_at: iso(row.expires_at),
    status: statusOf(row, now),
    deactivated_at: iso(row.deactivated_at),
    deactivation_reason: row.deactivation_reason,
    created_at: iso(row.created_at),
  };
}

/** The same test as `statusOf`, in SQL, so the filter pages correctly. */
const ACTIVE_SQL = `(deactivated_at IS NULL AND (expires_at IS NULL OR expires_at > $1)
  AND (max_redemptions IS NULL OR redemptions < max_redemptions))`;

/** Each storefront and its VPN plans (tiers), for the create form. */
async function storefrontsWithPlans(
  db: Queryable,
): Promise<StaffCouponListResponse['storefronts']> {
  const tenants = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM tenants ORDER BY id`,
  );
  const plans = await db.query<{ tenant_id: string; id: string; name: string }>(
    `SELECT tenant_id, id, name FROM products WHERE kind = 'vpn' ORDER BY tenant_id, id`,
  );
  return tenants.map((tenant) => ({
    id: tenant.id,
    name: tenant.name,
    plans: plans
      .filter((plan) => plan.tenant_id === tenant.id)
      .map((plan) => ({ product_id: plan.id, name: plan.name })),
  }));
}

export async function listStaffCoupons(
  db: Queryable,
  query: { status?: 'active' | 'inactive' | undefined; page: number; page_size: number },
  now: Date,
): Promise<StaffCouponListResponse> {
  const where =
    query.status === 'active'
      ? `WHERE ${ACTIVE_SQL}`
      : query.status === 'inactive'
        ? `WHERE NOT ${ACTIVE_SQL}`
        : `WHERE $1::timestamptz IS NOT NULL`;
  const rows = await db.query<CouponDbRow>(
    `SELECT ${COLUMNS} FROM coupons ${where}
      ORDER BY created_at DESC NULLS LAST, tenant_id, code
      LIMIT $2 OFFSET $3`,
    [now, query.page_size + 1, (query.page - 1) * query.page_size],
  );
  return {
    coupons: rows.slice(0, query.page_size).map((row) => toStaffCoupon(row, now)),
    page: query.page,
    page_size: query.page_size,
    has_more: rows.length > query.page_size,
    storefronts: await storefrontsWithPlans(db),
  };
}

/** What the audit log keeps of a coupon: its terms, never who used it. */
function auditedTerms(coupon: StaffCoupon) {
  const { id, code, tenant_id, percent_off, audience, product_ids, max_redemptions } = coupon;
  return {
    id,
    code,
    tenant_id,
    percent_off,
    audience,
    product_ids,
    max_redemptions,
    redemptions: coupon.redemptions,
    starts_at: coupon.starts_at,
    expires_at: coupon.expires_at,
    status: coupon.status,
  };
}

async function checkedTerms(db: Queryable, input: CreateInput, now: Date) {
  const tenant = await queryOne(db, `SELECT id FROM tenants WHERE id = $1`, [input.storefront]);
  if (!tenant)
    throw invalidRequest('There is no such storefront.', { storefront: 'Choose a storefront.' });
  const productIds = [...new Set(input.product_ids ?? [])];
  if (productIds.length > 0) {
    const known = await db.query<{ id: string }>(
      `SELECT id FROM products WHERE tenant_id = $1 AND kind = 'vpn' AND id = ANY($2::text[])`,
      [input.storefront, productIds],
    );
    if (known.length !== productIds.length) {
      throw invalidRequest('A chosen plan is not sold on this storefront.', {
        product_ids: 'Choose plans of this storefront.',
      });
    }
  }
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw invalidRequest('The end of a new coupon must be in the future.', {
      expires_at: 'Choose an end in the future.',
    });
  }
  return {
    productIds: productIds.length > 0 ? productIds : null,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    expiresAt,
  };
}

/**
 * `POST /api/staff/v1/coupons`: a new coupon of a storefront, with its audit entry in the
 * same transaction. The code is unique per storefront, as checkout looks it up; the same
 * idempotency key answers the coupon it created.
 */
export async function createStaffCoupon(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  input: CreateInput,
  requestId: string,
): Promise<StaffCoupon> {
  const now = ctx.clock.now();
  const earlier = await queryOne<CouponDbRow>(
    ctx.db,
    `SELECT ${COLUMNS} FROM coupons WHERE idempotency_key = $1`,
    [input.idempotency_key],
  );
  if (earlier) {
    if (earlier.code !== input.code || earlier.tenant_id !== input.storefront) {
      throw new AppError(
        409,
        'idempotency_key_reused',
        'This idempotency key was used for another coupon.',
      );
    }
    return toStaffCoupon(earlier, now);
  }
  const terms = await checkedTerms(ctx.db, input, now);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<CouponDbRow>(
      `INSERT INTO coupons (tenant_id, code, description, percent_off, audience, product_ids,
          max_redemptions, starts_at, expires_at, created_at, created_by, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10, $11, $12)
       ON CONFLICT (tenant_id, code) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        input.storefront,
        input.code,
        input.description,
        input.percent_off,
        input.audience,
        terms.productIds,
        input.max_redemptions ?? null,
        terms.startsAt,
        terms.expiresAt,
        now,
        staff.id,
        input.idempotency_key,
      ],
    );
    if (!row) {
      throw new AppError(409, 'coupon_code_taken', 'This storefront already has this code.', {
        fields: { code: 'This storefront already has a coupon with this code.' },
      });
    }
    const coupon = toStaffCoupon(row, now);
    await appendStaffAudit(
      tx,
      {
        staffId: staff.id,
        action: 'coupon.created',
        target: `coupon:${coupon.id}`,
        after: auditedTerms(coupon),
        reason: input.reason,
        requestId,
      },
      now,
    );
    return coupon;
  });
}

/**
 * `POST /api/staff/v1/coupons/:couponId/deactivate`: checkout refuses the code from now on.
 * Deactivating a deactivated coupon answers it unchanged and writes nothing.
 */
export async function deactivateStaffCoupon(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  couponId: string,
  reason: string,
  requestId: string,
): Promise<StaffCoupon> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await queryOne<CouponDbRow>(
      tx,
      `SELECT ${COLUMNS} FROM coupons WHERE id = $1 FOR UPDATE`,
      [couponId],
    );
    if (!row) throw new AppError(404, 'not_found', 'There is no such coupon.');
    if (row.deactivated_at) return toStaffCoupon(row, now);
    const before = toStaffCoupon(row, now);
    const [updated] = await tx.query<CouponDbRow>(
      `UPDATE coupons SET deactivated_at = $2, deactivation_reason = $3 WHERE id = $1
       RETURNING ${COLUMNS}`,
      [couponId, now, reason],
    );
    if (!updated) throw new Error(`coupon ${couponId} vanished while locked`);
    const after = toStaffCoupon(updated, now);
    await appendStaffAudit(
      tx,
      {
        staffId: staff.id,
        action: 'coupon.deactivated',
        target: `coupon:${couponId}`,
        before: auditedTerms(before),
        after: auditedTerms(after),
        reason,
        requestId,
      },
      now,
    );
    return after;
  });
}
