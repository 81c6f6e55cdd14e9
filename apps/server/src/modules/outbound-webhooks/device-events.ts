import type { Queryable } from '../../db/database';
import { enqueueWebhookEvent } from './webhook-events';

/** `device.activated` / `device.removed`: ids and the platform, never the device's name. */
export async function enqueueDeviceEvent(
  tx: Queryable,
  type: 'device.activated' | 'device.removed',
  event: {
    tenantId: string;
    deviceId: string;
    subscriptionId: string;
    /** The device's account when it is not the subscription's (a seat holder's, decision 0112). */
    customerId?: string;
    platform: string;
    now: Date;
  },
): Promise<void> {
  const [owner] = await tx.query<{ user_id: string }>(
    `SELECT user_id FROM subscriptions WHERE id = $1`,
    [event.subscriptionId],
  );
  await enqueueWebhookEvent(
    tx,
    event.tenantId,
    type,
    {
      device_id: event.deviceId,
      subscription_id: event.subscriptionId,
      customer_id: event.customerId ?? owner?.user_id ?? null,
      platform: event.platform,
    },
    event.now,
  );
}
