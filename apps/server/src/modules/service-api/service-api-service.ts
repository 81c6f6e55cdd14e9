import type { DeviceEntitlements } from '@burrow/contract/device-entitlements';
import type { CustomerEntitlements } from '@burrow/contract/service-api';
import type { AppContext } from '../../app-context';
import { queryOne } from '../../db/database';
import { notFound } from '../../platform/errors';
import { deviceEntitlements as entitlementsOfDevice } from '../devices/device-entitlements';
import { findDeviceById } from '../devices/device-repository';
import { currentEntitlementsOf } from '../subscriptions/account-entitlements';

/** A customer of this storefront whose account still exists (an erased one is not found). */
async function existingCustomer(ctx: AppContext, tenantId: string, customerId: string) {
  return queryOne<{ id: string }>(
    ctx.db,
    'SELECT id FROM users WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL',
    [tenantId, customerId],
  );
}

export async function customerEntitlements(
  ctx: AppContext,
  tenantId: string,
  customerId: string,
): Promise<CustomerEntitlements> {
  const customer = await existingCustomer(ctx, tenantId, customerId.toLowerCase());
  if (!customer) throw notFound('The customer');
  return { customer_id: customer.id, ...(await currentEntitlementsOf(ctx, tenantId, customer.id)) };
}

/** The device's entitlements as its app sees them with its own credential (decision 0088). */
export async function deviceEntitlements(
  ctx: AppContext,
  tenantId: string,
  deviceId: string,
): Promise<DeviceEntitlements> {
  const device = await findDeviceById(ctx.db, tenantId, deviceId.toLowerCase());
  if (!device) throw notFound('The device');
  return entitlementsOfDevice(ctx, tenantId, device);
}

/** The ids of the storefront's customers with this (normalised) email: none or one. */
export async function customersByEmail(
  ctx: AppContext,
  tenantId: string,
  email: string,
): Promise<{ customers: { customer_id: string }[] }> {
  const rows = await ctx.db.query<{ id: string }>(
    'SELECT id FROM users WHERE tenant_id = $1 AND email = $2 AND deleted_at IS NULL',
    [tenantId, email],
  );
  return { customers: rows.map((row) => ({ customer_id: row.id })) };
}
