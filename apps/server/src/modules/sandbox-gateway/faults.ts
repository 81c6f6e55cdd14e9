import { setTimeout as sleep } from 'node:timers/promises';
import { GatewayUnavailableError } from '../payments/payment-gateway';

/**
 * Fault injection for resilience tests of Burrow's billing code. With probability
 * `failureRate` (decided by `random()`), a money-moving call misbehaves:
 * - `error_5xx`: fails at once with nothing done, as a 503 would;
 * - `timeout`: waits `delayMs`, then fails with nothing done;
 * - `slow`: waits `delayMs`, then succeeds;
 * - `drop_after_charge`: does the work, then fails as if the answer were lost — the case
 *   a retry with the same idempotency key must recover without charging twice.
 */
export interface SandboxFaults {
  failureRate: number;
  mode: 'timeout' | 'error_5xx' | 'slow' | 'drop_after_charge';
  random: () => number;
  /** For `timeout` and `slow`; 1 500 ms unless told. */
  delayMs?: number;
}

const DEFAULT_DELAY_MS = 1_500;

export async function withFaults<T>(
  faults: SandboxFaults | undefined,
  operation: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!faults || faults.random() >= faults.failureRate) return work();
  const delayMs = faults.delayMs ?? DEFAULT_DELAY_MS;
  switch (faults.mode) {
    case 'error_5xx':
      throw new GatewayUnavailableError(`sandbox gateway answered 503 to ${operation}`);
    case 'timeout':
      await sleep(delayMs);
      throw new GatewayUnavailableError(`sandbox gateway timed out on ${operation}`);
    case 'slow':
      await sleep(delayMs);
      return work();
    case 'drop_after_charge':
      await work();
      throw new GatewayUnavailableError(`connection dropped after ${operation} was done`);
  }
}
