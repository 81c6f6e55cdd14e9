import type {
  StaffCustomerGiftCardRequest,
  StaffCustomerGiftCardResponse,
  StaffGiftCardBatch,
  StaffGiftCardBatchCreateRequest,
  StaffGiftCardBatchListResponse,
} from '@burrow/contract/staff-gift-cards';
import { csvDocument } from '@burrow/domain/csv';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { AppError, invalidRequest } from '../../platform/errors';
import { issueGiftCards } from '../growth/gift-card-issuer';
import { appendStaffAudit } from './staff-audit-log';
import type { AuthenticatedStaff } from './staff-authentication';

interface BatchRow {
  id: string;
  tenant_id: string;
  price_id: string;
  plan_name: string;
  months: number;
  quantity: number;
  redeemed: number;
  expires_at: Date | null;
  reason: string;
  created_by: string;
  created_at: Date;
  customer_id: string | null;
}

const BATCH_SQL = `SELECT b.id, b.tenant_id, b.price_id, pr.name AS plan_name, p.billing_cycle_months AS months,
       b.quantity, b.expires_at, b.reason, s.email AS created_by, b.created_at, b.customer_id,
       (SELECT count(*) FROM gift_cards g WHERE g.batch_id = b.id AND g.redeemed_at IS NOT NULL)::int AS redeemed
  FROM gift_card_batches b
  JOIN prices p ON p.tenant_id = b.tenant_id AND p.id = b.price_id
  JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
  JOIN staff_accounts s ON s.id = b.created_by`;

function toBatch(row: BatchRow): StaffGiftCardBatch {
  return {
    id: row.id,
    tenant_id: row.tenant_id,
    price_id: row.price_id,
    plan_name: row.plan_name,
    months: row.months,
    quantity: row.quantity,
    redeemed: row.redeemed,
    expires_at: row.expires_at ? row.expires_at.toISOString() : null,
    reason: row.reason,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
  };
}

async function findBatch(db: Queryable, batchId: string): Promise<BatchRow> {
  const row = await queryOne<BatchRow>(db, `${BATCH_SQL} WHERE b.id = $1`, [batchId]);
  if (!row) throw new AppError(404, 'not_found', 'There is no such gift-card batch.');
  return row;
}

async function storefrontsWithPlanPrices(
  db: Queryable,
): Promise<StaffGiftCardBatchListResponse['storefronts']> {
  const tenants = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM tenants ORDER BY id`,
  );
  const prices = await db.query<{
    tenant_id: string;
    price_id: string;
    name: string;
    months: number;
    currency: string;
  }>(
    `SELECT p.tenant_id, p.id AS price_id, pr.name, p.billing_cycle_months AS months, p.currency
       FROM prices p JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE pr.kind = 'vpn'
      ORDER BY p.tenant_id, pr.name, p.billing_cycle_months, p.currency, p.id`,
  );
  return tenants.map((tenant) => ({
    id: tenant.id,
    name: tenant.name,
    plans: prices
      .filter((price) => price.tenant_id === tenant.id)
      .map(({ price_id, name, months, currency }) => ({ price_id, name, months, currency })),
  }));
}

/** Bulk batches, newest first; a card issued to one customer shows on their page instead. */
export async function listGiftCardBatches(
  db: Queryable,
  page: number,
  pageSize: number,
): Promise<StaffGiftCardBatchListResponse> {
  const rows = await db.query<BatchRow>(
    `${BATCH_SQL} WHERE b.customer_id IS NULL ORDER BY b.created_at DESC, b.id LIMIT $1 OFFSET $2`,
    [pageSize + 1, (page - 1) * pageSize],
  );
  return {
    batches: rows.slice(0, pageSize).map(toBatch),
    page,
    page_size: pageSize,
    has_more: rows.length > pageSize,
    storefronts: await storefrontsWithPlanPrices(db),
  };
}

interface PlanPrice {
  price_id: string;
  name: string;
  months: number;
}

/** A VPN plan price of the storefront: gift cards are worth a plan, never an add-on. */
async function planPrice(db: Queryable, tenantId: string, priceId: string): Promise<PlanPrice> {
  const price = await queryOne<PlanPrice>(
    db,
    `SELECT p.id AS price_id, pr.name, p.billing_cycle_months AS months
       FROM prices p JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE p.tenant_id = $1 AND p.id = $2 AND pr.kind = 'vpn'`,
    [tenantId, priceId],
  );
  if (!price) {
    throw invalidRequest('This storefront sells no such plan.', {
      plan: 'Choose a plan of this storefront.',
    });
  }
  return price;
}

interface BatchOrder {
  tenantId: string;
  priceId: string;
  quantity: number;
  expiresAt: Date | null;
  reason: string;
  idempotencyKey: string;
  customerId: string | null;
}

/**
 * The batch an idempotency key already made, if any. A key sent again with another order is
 * refused rather than answered with something else.
 */
async function earlierBatch(db: Queryable, order: BatchOrder): Promise<BatchRow | undefined> {
  const earlier = await queryOne<{ id: string }>(
    db,
    `SELECT id FROM gift_card_batches WHERE idempotency_key = $1`,
    [order.idempotencyKey],
  );
  if (!earlier) return undefined;
  const row = await findBatch(db, earlier.id);
  if (
    row.tenant_id !== order.tenantId ||
    row.price_id !== order.priceId ||
    row.quantity !== order.quantity ||
    row.customer_id !== order.customerId
  ) {
    throw new AppError(
      409,
      'idempotency_key_reused',
      'This idempotency key was used for another gift-card order.',
    );
  }
  return row;
}

/** The batch row and its codes, made in the caller's transaction. */
async function insertBatch(tx: Queryable, staff: AuthenticatedStaff, order: BatchOrder, now: Date) {
  const [batch] = await tx.query<{ id: string }>(
    `INSERT INTO gift_card_batches
       (tenant_id, price_id, quantity, expires_at, reason, customer_id, created_by, created_at, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING id`,
    [
      order.tenantId,
      order.priceId,
      order.quantity,
      order.expiresAt,
      order.reason,
      order.customerId,
      staff.id,
      now,
      order.idempotencyKey,
    ],
  );
  if (!batch) throw new Error('gift-card batch insert returned nothing');
  const codes = await issueGiftCards(
    tx,
    {
      tenantId: order.tenantId,
      priceId: order.priceId,
      quantity: order.quantity,
      expiresAt: order.expiresAt,
      batchId: batch.id,
    },
    now,
  );
  return { batchId: batch.id, codes };
}

function checkedExpiry(expiresAt: string | null | undefined, now: Date): Date | null {
  if (!expiresAt) return null;
  const at = new Date(expiresAt);
  if (at.getTime() <= now.getTime()) {
    throw invalidRequest('Gift cards must expire in the future.', {
      expires_at: 'Choose an expiry in the future.',
    });
  }
  return at;
}

/**
 * `POST /api/staff/v1/gift-card-batches`: `quantity` new codes for one plan in one
 * transaction with the batch and its `gift_cards.batch_created` audit entry; once per
 * idempotency key.
 */
export async function createGiftCardBatch(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  input: StaffGiftCardBatchCreateRequest,
  requestId: string,
): Promise<StaffGiftCardBatch> {
  const now = ctx.clock.now();
  const order: BatchOrder = {
    tenantId: input.storefront,
    priceId: input.plan,
    quantity: input.quantity,
    expiresAt: checkedExpiry(input.expires_at, now),
    reason: input.reason,
    idempotencyKey: input.idempotency_key,
    customerId: null,
  };
  const earlier = await earlierBatch(ctx.db, order);
  if (earlier) return toBatch(earlier);
  await planPrice(ctx.db, order.tenantId, order.priceId);
  return ctx.db.transaction(async (tx) => {
    const { batchId } = await insertBatch(tx, staff, order, now);
    const batch = toBatch(await findBatch(tx, batchId));
    await appendStaffAudit(
      tx,
      {
        staffId: staff.id,
        action: 'gift_cards.batch_created',
        target: `gift_card_batch:${batchId}`,
        after: {
          batch_id: batchId,
          tenant_id: batch.tenant_id,
          price_id: batch.price_id,
          quantity: batch.quantity,
          expires_at: batch.expires_at,
        },
        reason: input.reason,
        requestId,
      },
      now,
    );
    return batch;
  });
}

const CSV_HEADER = ['code', 'plan', 'status', 'redeemed_at'];

/**
 * A batch's codes as CSV, oldest first, with its `gift_cards.exported` audit entry: the
 * codes are worth money, so who took a copy is on the record.
 */
export async function giftCardBatchCsv(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  batchId: string,
  requestId: string,
): Promise<{ filename: string; csv: string }> {
  const batch = await findBatch(ctx.db, batchId);
  const now = ctx.clock.now();
  const cards = await ctx.db.query<{
    code: string;
    expires_at: Date | null;
    redeemed_at: Date | null;
  }>(
    `SELECT code, expires_at, redeemed_at FROM gift_cards WHERE batch_id = $1 ORDER BY created_at, code`,
    [batchId],
  );
  const plan = `${batch.plan_name} (${batch.months} months, ${batch.price_id})`;
  const statusOf = (card: (typeof cards)[number]) =>
    card.redeemed_at
      ? 'redeemed'
      : card.expires_at && card.expires_at.getTime() <= now.getTime()
        ? 'expired'
        : 'unused';
  const csv = csvDocument(
    CSV_HEADER,
    cards.map((card) => [
      card.code,
      plan,
      statusOf(card),
      card.redeemed_at ? card.redeemed_at.toISOString() : null,
    ]),
  );
  await appendStaffAudit(
    ctx.db,
    {
      staffId: staff.id,
      action: 'gift_cards.exported',
      customerId: batch.customer_id,
      target: `gift_card_batch:${batchId}`,
      after: { batch_id: batchId, codes: cards.length },
      requestId,
    },
    now,
  );
  return { filename: `gift-cards-${batchId}.csv`, csv };
}

/**
 * `POST /api/staff/v1/customers/:customerId/gift-cards`: one card of a plan of the
 * customer's storefront, as a batch of one for them, with its `gift_card.issued` audit
 * entry (which puts it on their timeline); once per idempotency key.
 */
export async function issueCustomerGiftCard(
  ctx: AppContext,
  staff: AuthenticatedStaff,
  customerId: string,
  input: StaffCustomerGiftCardRequest,
  requestId: string,
): Promise<StaffCustomerGiftCardResponse> {
  const customer = await queryOne<{ tenant_id: string; deleted_at: Date | null }>(
    ctx.db,
    `SELECT tenant_id, deleted_at FROM users WHERE id = $1`,
    [customerId],
  );
  if (!customer || customer.deleted_at)
    throw new AppError(404, 'not_found', 'No customer has this id.');
  const now = ctx.clock.now();
  const order: BatchOrder = {
    tenantId: customer.tenant_id,
    priceId: input.plan,
    quantity: 1,
    expiresAt: null,
    reason: input.reason,
    idempotencyKey: input.idempotency_key,
    customerId,
  };
  const answer = async (db: Queryable, batchId: string, emailed: boolean) => {
    const batch = toBatch(await findBatch(db, batchId));
    const card = await queryOne<{ code: string }>(
      db,
      `SELECT code FROM gift_cards WHERE batch_id = $1`,
      [batchId],
    );
    if (!card) throw new Error(`gift-card batch ${batchId} has no card`);
    return {
      batch_id: batchId,
      customer_id: customerId,
      code: card.code,
      price_id: batch.price_id,
      plan_name: batch.plan_name,
      months: batch.months,
      expires_at: batch.expires_at,
      emailed,
    };
  };
  const earlier = await earlierBatch(ctx.db, order);
  if (earlier) return answer(ctx.db, earlier.id, false);
  const price = await planPrice(ctx.db, order.tenantId, order.priceId);
  return ctx.db.transaction(async (tx) => {
    const { batchId } = await insertBatch(tx, staff, order, now);
    // No gift-card email exists yet in the 29 catalogues (decision 0124): the console shows
    // the code for the agent to pass on, and says that nothing was emailed.
    const emailed = false;
    await appendStaffAudit(
      tx,
      {
        staffId: staff.id,
        action: 'gift_card.issued',
        customerId,
        target: `gift_card_batch:${batchId}`,
        after: { batch_id: batchId, price_id: price.price_id, emailed },
        reason: input.reason,
        requestId,
      },
      now,
    );
    return answer(tx, batchId, emailed);
  });
}
