import type { Queryable } from '../../db/database';
import { deleteDevicesOf } from './device-repository';

/** Forgets an erased account's device names and activation codes (decision 0043). */
export function eraseDevices(tx: Queryable, tenantId: string, userId: string): Promise<void> {
  return deleteDevicesOf(tx, tenantId, userId);
}
