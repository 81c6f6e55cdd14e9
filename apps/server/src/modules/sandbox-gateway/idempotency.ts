import type { Queryable } from '../../db/database';
import { claimKey, recordKeyResult, type IdempotentOperation } from './ledger-repository';
import { SandboxGatewayError } from './sandbox-errors';

const MAX_KEY_LENGTH = 255;

/**
 * Runs `work` once per (operation, key), inside the caller's transaction, and answers the
 * id of what it created. A repeat with the same key and parameters answers the first id
 * without running `work`; the same key with other parameters is refused, as PSPs do, since
 * it is almost always a caller's bug.
 */
export async function runOnce(
  tx: Queryable,
  operation: IdempotentOperation,
  key: string,
  parameters: readonly unknown[],
  now: Date,
  work: () => Promise<string>,
): Promise<string> {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new SandboxGatewayError(
      'parameter_invalid',
      `An idempotency key must be 1 to ${MAX_KEY_LENGTH} characters.`,
    );
  }
  const fingerprint = JSON.stringify(parameters);
  const claim = await claimKey(tx, operation, key, fingerprint, now);
  if (!claim.claimed) {
    if (claim.requestFingerprint !== fingerprint) {
      throw new SandboxGatewayError(
        'idempotency_key_reused',
        `Idempotency key ${key} was already used for ${operation} with other parameters.`,
      );
    }
    // Committed claims always carry their result: the claim and the work share a transaction.
    if (claim.resultId === null) throw new Error(`idempotency key ${key} has no result`);
    return claim.resultId;
  }
  const resultId = await work();
  await recordKeyResult(tx, operation, key, resultId);
  return resultId;
}
