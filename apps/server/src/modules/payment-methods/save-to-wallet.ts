import { becomesDefault } from '@burrow/domain/payment-wallet';
import type { Queryable } from '../../db/database';
import type { PaymentSource } from '../payments/payment-gateway';
import {
  lockWallet,
  saveMethod,
  setDefault,
  walletAndIntentMethod,
} from './payment-method-repository';

/**
 * Saves a source into the customer's wallet inside the caller's transaction: the source a
 * buyer paid with at checkout, or a demo account's card. The first method becomes the
 * default; a further one is kept beside the default and only the subscription that was
 * just bought with it renews on it (checkout puts its token on that subscription).
 */
export async function saveSourceToWallet(
  tx: Queryable,
  input: { tenantId: string; userId: string; source: PaymentSource; intentId: string | null },
  now: Date,
): Promise<void> {
  const { tenantId, userId } = input;
  await lockWallet(tx, tenantId, userId);
  const { wallet: before, byIntent } = await walletAndIntentMethod(
    tx,
    tenantId,
    userId,
    input.intentId,
  );
  // A card check saved by someone else must not fail the purchase: save without the intent.
  const usedElsewhere = byIntent?.user_id;
  const method = await saveMethod(
    tx,
    {
      tenantId,
      userId,
      source: input.source,
      sourceIntentId: usedElsewhere && usedElsewhere !== userId ? null : input.intentId,
      // A first method is written as the default: there is no other to clear.
      isDefault: before.length === 0,
    },
    now,
  );
  const others = before.filter((row) => row.id !== method.id).length;
  if (!method.is_default && becomesDefault(others, false)) {
    await setDefault(tx, tenantId, userId, method.id);
  }
}
