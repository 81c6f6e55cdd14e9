import { setTimeout as sleep } from 'node:timers/promises';
import { GatewayUnavailableError } from '../payments/payment-gateway';

/**
 * How a faulty call misbehaves:
 * - `error_5xx`: fails at once with nothing done, as a 503 would;
 * - `timeout`: waits `delayMs`, then fails with nothing done;
 * - `slow`: waits `delayMs`, then succeeds;
 * - `drop_after_charge`: does the work, then fails as if the answer were lost — the case
 *   a retry with the same idempotency key must recover without charging twice.
 */
export type FaultMode = 'timeout' | 'error_5xx' | 'slow' | 'drop_after_charge';

/**
 * Fault injection for resilience tests of Burrow's billing code. With probability
 * `failureRate` (decided by `random()`), a gateway call misbehaves in `mode`, or in a mode
 * drawn from a weighted mix (a second `random()` roll picks it).
 */
export interface SandboxFaults {
  failureRate: number;
  mode: FaultMode | Partial<Record<FaultMode, number>>;
  random: () => number;
  /** For `timeout` and `slow`; 1 500 ms unless told. */
  delayMs?: number;
}

/** The calls faults apply to: every call to the provider, including the buyer's confirm. */
export type FaultyOperation =
  | 'create_intent'
  | 'retrieve_intent'
  | 'confirm'
  | 'challenge'
  | 'capture'
  | 'cancel'
  | 'charge'
  | 'refund';

const DEFAULT_DELAY_MS = 1_500;

function pickMode(faults: SandboxFaults): FaultMode {
  if (typeof faults.mode === 'string') return faults.mode;
  const weighted = (Object.entries(faults.mode) as [FaultMode, number][]).filter(([, w]) => w > 0);
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = faults.random() * total;
  for (const [mode, weight] of weighted) {
    roll -= weight;
    if (roll < 0) return mode;
  }
  const last = weighted[weighted.length - 1];
  if (!last) throw new Error('a weighted fault mix needs at least one mode with a weight');
  return last[0];
}

export async function withFaults<T>(
  faults: SandboxFaults | undefined,
  operation: FaultyOperation,
  work: () => Promise<T>,
): Promise<T> {
  if (!faults || faults.random() >= faults.failureRate) return work();
  const delayMs = faults.delayMs ?? DEFAULT_DELAY_MS;
  switch (pickMode(faults)) {
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
