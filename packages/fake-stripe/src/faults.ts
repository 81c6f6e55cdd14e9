/**
 * Faults of the network boundary for resilience runs, mirroring the sandbox gateway's kinds
 * (apps/server/src/modules/sandbox-gateway/faults.ts, decision 0064) as an HTTP API shows them:
 * - `error_5xx`: answers 500 `api_error` at once, nothing done;
 * - `timeout`: waits `delay_ms`, then closes the connection, nothing done;
 * - `slow`: waits `delay_ms`, then does the request;
 * - `drop_after_charge`: does the request, then answers 500 (the answer was lost);
 * - `disconnect_after_charge`: does the request, then closes the connection unanswered.
 * A rule applies to a share of requests (`rate`, decided by a seeded generator, so a run can be
 * replayed with its seed) or to the next `count` requests, optionally only to some operations.
 */
export const FAULT_MODES = [
  'error_5xx',
  'timeout',
  'slow',
  'drop_after_charge',
  'disconnect_after_charge',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** The API operations faults can target (named like the sandbox's where they match). */
export type FakeOperation =
  | 'create_customer'
  | 'retrieve_customer'
  | 'update_customer'
  | 'delete_customer'
  | 'create_payment_method'
  | 'retrieve_payment_method'
  | 'attach_payment_method'
  | 'detach_payment_method'
  | 'list_payment_methods'
  | 'create_intent'
  | 'retrieve_intent'
  | 'update_intent'
  | 'confirm'
  | 'capture'
  | 'cancel'
  | 'retrieve_charge'
  | 'list_charges'
  | 'refund'
  | 'retrieve_refund'
  | 'list_refunds'
  | 'retrieve_dispute'
  | 'update_dispute'
  | 'close_dispute'
  | 'list_customers'
  | 'update_payment_method'
  | 'list_intents'
  | 'list_disputes'
  | 'list_events'
  | 'retrieve_event';

export interface FaultRule {
  /** One mode, or a weighted mix (`{ error_5xx: 3, drop_after_charge: 1 }`). */
  mode: FaultMode | Partial<Record<FaultMode, number>>;
  /** Share of matching requests that fail, 0..1. */
  rate?: number;
  /** Or: exactly the next `count` matching requests fail. */
  count?: number;
  /** Only these operations; every API request when absent. */
  operations?: FakeOperation[];
  /** For `timeout` and `slow`; 1 500 ms unless told. */
  delay_ms?: number;
}

export interface ChosenFault {
  mode: FaultMode;
  delayMs: number;
}

const DEFAULT_DELAY_MS = 1_500;

/** mulberry32: small, fast and good enough to replay a run from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface ActiveRule extends FaultRule {
  id: string;
  remaining: number | null;
}

export class FaultInjector {
  private rules: ActiveRule[] = [];
  private random: () => number;
  private nextId = 1;

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  /** `random`: a seed for the fake's own generator, or the run's own generator to share. */
  add(rule: FaultRule, random?: number | (() => number)): string {
    if (typeof random === 'number') this.random = seededRandom(random);
    else if (random) this.random = random;
    if ((rule.rate === undefined) === (rule.count === undefined)) {
      throw new Error('a fault rule takes either a rate or a count');
    }
    if (rule.rate !== undefined && !(rule.rate >= 0 && rule.rate <= 1)) {
      throw new Error('rate is between 0 and 1');
    }
    const id = `fault_${this.nextId++}`;
    this.rules.push({ ...rule, id, remaining: rule.count ?? null });
    return id;
  }

  clear(seed?: number): void {
    this.rules = [];
    if (seed !== undefined) this.random = seededRandom(seed);
  }

  /** The fault this request suffers, if any. */
  choose(operation: FakeOperation): ChosenFault | null {
    for (const rule of this.rules) {
      if (rule.operations && !rule.operations.includes(operation)) continue;
      if (rule.remaining !== null) {
        if (rule.remaining <= 0) continue;
        rule.remaining--;
      } else if (this.random() >= (rule.rate ?? 0)) {
        continue;
      }
      return { mode: this.pickMode(rule.mode), delayMs: rule.delay_ms ?? DEFAULT_DELAY_MS };
    }
    return null;
  }

  private pickMode(mode: FaultRule['mode']): FaultMode {
    if (typeof mode === 'string') return mode;
    const weighted = (Object.entries(mode) as [FaultMode, number][]).filter(([, w]) => w > 0);
    const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.random() * total;
    for (const [name, weight] of weighted) {
      roll -= weight;
      if (roll < 0) return name;
    }
    const last = weighted[weighted.length - 1];
    if (!last) throw new Error('a weighted fault mix needs at least one mode with a weight');
    return last[0];
  }
}
