import type {
  Storefront,
  StorefrontCreateRequestSchema,
  StorefrontUpdateRequestSchema,
} from '@burrow/contract/staff-storefronts';
import type { z } from 'zod';
import { queryOne, type Database, type Queryable } from '../../db/database';
import { AppError, invalidRequest, notFound } from '../../platform/errors';
import { appendStaffAudit } from '../staff/staff-audit-log';
import { DEFAULT_TENANT } from './tenant-plugin';

/**
 * Storefronts (tenants) made and changed without SQL (decision 0125): by the console's
 * routes and by `npm run burrow -- storefront …`, both through these functions.
 */

export type StorefrontInput = z.output<typeof StorefrontCreateRequestSchema>;
export type StorefrontChanges = z.output<typeof StorefrontUpdateRequestSchema>;

/** Who asked: a staff member's change is audited; the CLI's is the operator's own. */
export interface StorefrontActor {
  staffId: string;
  requestId: string;
}

/**
 * The catalogue a new storefront starts with, in the order foreign keys need. Everything
 * else a storefront owns (customers, invoices, coupons, keys) starts empty.
 */
const CATALOGUE_TABLES = [
  'products',
  'product_entitlements',
  'prices',
  'offers',
  'offer_prices',
  'product_translations',
  'product_entitlement_translations',
] as const;
/** Where a new storefront's invoice numbers start, like the first storefront's real ones. */
const FIRST_INVOICE_NUMBER = 100000;
const UNIQUE_VIOLATION = '23505';

interface StorefrontRow {
  id: string;
  name: string;
  hosts: string[];
  default_currency: Storefront['default_currency'];
  default_locale: string;
  legal_name: string;
  address: string;
  tax_id: string;
  support_email: string;
  created_at: Date;
  updated_at: Date;
}

const SELECT_STOREFRONTS = `
  SELECT t.id, t.name, t.default_currency, t.default_locale, t.legal_name, t.address,
         t.tax_id, t.support_email, t.created_at, t.updated_at,
         COALESCE((SELECT array_agg(h.host ORDER BY h.host) FROM tenant_hosts h
                    WHERE h.tenant_id = t.id), '{}') AS hosts
    FROM tenants t`;

function storefrontOf(row: StorefrontRow): Storefront {
  return {
    id: row.id,
    name: row.name,
    hosts: row.hosts,
    default_currency: row.default_currency,
    default_locale: row.default_locale,
    legal_name: row.legal_name,
    address: row.address,
    tax_id: row.tax_id,
    support_email: row.support_email,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listStorefronts(db: Queryable): Promise<Storefront[]> {
  const rows = await db.query<StorefrontRow>(`${SELECT_STOREFRONTS} ORDER BY t.created_at, t.id`);
  return rows.map(storefrontOf);
}

export async function findStorefront(db: Queryable, id: string): Promise<Storefront | undefined> {
  const row = await queryOne<StorefrontRow>(db, `${SELECT_STOREFRONTS} WHERE t.id = $1`, [id]);
  return row && storefrontOf(row);
}

/** The storefront, or 404 `not_found` (a console URL names it; it is not the request's tenant). */
export async function requireStorefront(db: Queryable, id: string): Promise<Storefront> {
  const storefront = await findStorefront(db, id);
  if (!storefront) throw notFound('The storefront');
  return storefront;
}

async function refuseTakenHosts(tx: Queryable, hosts: readonly string[], owner?: string) {
  const taken = await tx.query<{ host: string }>(
    `SELECT host FROM tenant_hosts WHERE host = ANY($1) AND ($2::text IS NULL OR tenant_id <> $2)
     ORDER BY host`,
    [hosts, owner ?? null],
  );
  if (taken.length > 0) throw hostTaken(taken.map((row) => row.host));
}

function hostTaken(hosts: readonly string[]) {
  return new AppError(
    409,
    'storefront_host_taken',
    `Another storefront already answers on ${hosts.join(', ') || 'one of these hosts'}.`,
    { hosts },
  );
}

function storefrontExists(slug: string) {
  return new AppError(409, 'storefront_exists', `A storefront with the slug ${slug} exists.`, {
    slug,
  });
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
}

async function insertHosts(tx: Queryable, tenantId: string, hosts: readonly string[], now: Date) {
  for (const host of hosts) {
    await tx.query(`INSERT INTO tenant_hosts (host, tenant_id, created_at) VALUES ($1, $2, $3)`, [
      host,
      tenantId,
      now,
    ]);
  }
}

/**
 * Copies every catalogue row of one storefront to another. The columns are read from the
 * schema, so a column added to the catalogue later is copied too.
 */
async function copyCatalogue(tx: Queryable, from: string, to: string): Promise<void> {
  for (const table of CATALOGUE_TABLES) {
    const columns = await tx.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = $1 AND column_name <> 'tenant_id'
        ORDER BY ordinal_position`,
      [table],
    );
    const list = columns.map((column) => `"${column.column_name}"`).join(', ');
    await tx.query(
      `INSERT INTO ${table} (tenant_id, ${list}) SELECT $1, ${list} FROM ${table} WHERE tenant_id = $2`,
      [to, from],
    );
  }
}

/**
 * A new storefront that can sell at once: its settings, its hosts, invoice numbering of its
 * own and a copy of another storefront's catalogue. One transaction, with its audit entry.
 */
export async function createStorefront(
  db: Database,
  input: StorefrontInput,
  now: Date,
  actor?: StorefrontActor,
): Promise<Storefront> {
  const source = input.catalogue_from ?? DEFAULT_TENANT;
  try {
    return await db.transaction(async (tx) => {
      if (await findStorefront(tx, input.slug)) throw storefrontExists(input.slug);
      await refuseTakenHosts(tx, input.hosts);
      if (!(await findStorefront(tx, source)))
        throw invalidRequest(`There is no storefront ${source} to copy the catalogue from.`, {
          catalogue_from: 'not_found',
        });
      await tx.query(
        `INSERT INTO tenants (id, name, legal_name, address, tax_id, support_email,
                              default_currency, default_locale, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
        [
          input.slug,
          input.name,
          input.legal_name,
          input.address,
          input.tax_id,
          input.support_email,
          input.default_currency,
          input.default_locale,
          now,
        ],
      );
      await insertHosts(tx, input.slug, input.hosts, now);
      await tx.query(`INSERT INTO invoice_sequences (tenant_id, next_number) VALUES ($1, $2)`, [
        input.slug,
        FIRST_INVOICE_NUMBER,
      ]);
      await copyCatalogue(tx, source, input.slug);
      const created = await requireStorefront(tx, input.slug);
      if (actor) {
        await appendStaffAudit(
          tx,
          {
            staffId: actor.staffId,
            action: 'storefront.created',
            target: `storefront:${created.id}`,
            after: { ...created, catalogue_from: source },
            reason: input.reason ?? null,
            requestId: actor.requestId,
          },
          now,
        );
      }
      return created;
    });
  } catch (error) {
    // Two requests for the same slug or host at once: the keys are the last word.
    if (isUniqueViolation(error)) throw storefrontExistsOrHostTaken(error, input.slug);
    throw error;
  }
}

function storefrontExistsOrHostTaken(error: unknown, slug: string): AppError {
  const detail = String((error as { detail?: unknown; message?: unknown }).detail ?? '');
  return detail.includes('host') ? hostTaken([]) : storefrontExists(slug);
}

/** Changes what was sent; `hosts` replaces the list. Audited with before and after. */
export async function updateStorefront(
  db: Database,
  id: string,
  changes: StorefrontChanges,
  now: Date,
  actor?: StorefrontActor,
): Promise<Storefront> {
  try {
    return await db.transaction(async (tx) => {
      const before = await queryOne<{ id: string }>(
        tx,
        `SELECT id FROM tenants WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!before) throw notFound('The storefront');
      const previous = await requireStorefront(tx, id);
      await tx.query(
        `UPDATE tenants SET name = COALESCE($2, name), legal_name = COALESCE($3, legal_name),
                address = COALESCE($4, address), tax_id = COALESCE($5, tax_id),
                support_email = COALESCE($6, support_email),
                default_currency = COALESCE($7, default_currency),
                default_locale = COALESCE($8, default_locale), updated_at = $9
          WHERE id = $1`,
        [
          id,
          changes.name ?? null,
          changes.legal_name ?? null,
          changes.address ?? null,
          changes.tax_id ?? null,
          changes.support_email ?? null,
          changes.default_currency ?? null,
          changes.default_locale ?? null,
          now,
        ],
      );
      if (changes.hosts) {
        await refuseTakenHosts(tx, changes.hosts, id);
        await tx.query(`DELETE FROM tenant_hosts WHERE tenant_id = $1`, [id]);
        await insertHosts(tx, id, changes.hosts, now);
      }
      const updated = await requireStorefront(tx, id);
      if (actor) {
        const changed = (Object.keys(updated) as (keyof Storefront)[]).filter(
          (key) =>
            key !== 'updated_at' && JSON.stringify(previous[key]) !== JSON.stringify(updated[key]),
        );
        await appendStaffAudit(
          tx,
          {
            staffId: actor.staffId,
            action: 'storefront.updated',
            target: `storefront:${id}`,
            before: Object.fromEntries(changed.map((key) => [key, previous[key]])),
            after: Object.fromEntries(changed.map((key) => [key, updated[key]])),
            reason: changes.reason,
            requestId: actor.requestId,
          },
          now,
        );
      }
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw hostTaken(changes.hosts ?? []);
    throw error;
  }
}
