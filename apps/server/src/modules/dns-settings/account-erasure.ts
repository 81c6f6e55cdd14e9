import type { Queryable } from '../../db/database';
import { deleteDnsSettings } from './dns-settings-repository';

/** Forgets an erased account's registered IP address and hostname (decision 0043). */
export function eraseDnsSettings(tx: Queryable, tenantId: string, userId: string): Promise<void> {
  return deleteDnsSettings(tx, tenantId, userId);
}
