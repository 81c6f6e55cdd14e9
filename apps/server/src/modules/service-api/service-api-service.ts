import type {
  CustomerEntitlements,
  DeviceEntitlements,
} from '@burrow/contract/service-api';
import type { AppContext } from '../../app-context';
import { queryOne } from '../../db/database';
import { notFound } from '../../platform/errors';
import { findDeviceOwner } from '../devices/device-repository';
import {
  currentEntitlementsOf,
  currentSubscriptionEntitlements,
} from '../subscriptions/account-entitlements';

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

export async function deviceEntitlements(
  ctx: AppContext,
  tenantId: string,
  deviceId: string,
): Promise<DeviceEntitlements> {
  const owner = await findDeviceOwner(ctx.db, tenantId, deviceId.toLowerCase());
  const subscription =
    owner &&
    (await currentSubscriptionEntitlements(ctx, tenantId, owner.user_id, owner.subscription_id));
  if (!owner || !subscription) throw notFound('The device');
  return { device_id: deviceId.toLowerCase(), customer_id: owner.user_id, subscription };
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
