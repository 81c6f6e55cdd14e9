/**
 * Stripe's idempotent requests (https://docs.stripe.com/api/idempotent_requests): a POST with an
 * `Idempotency-Key` is answered once; the same key with the same parameters replays the first
 * answer, status and body, and does nothing; with other parameters it is refused. Keys are
 * scoped to the API key that sent them and forgotten after 24 hours.
 */
export interface StoredAnswer {
  status: number;
  body: string;
}

export type IdempotencyCheck =
  | { kind: 'new' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'mismatch'; firstEndpoint: string }
  | { kind: 'in_flight' };

interface Entry {
  endpoint: string;
  fingerprint: string;
  storedAt: number;
  answer: StoredAnswer | null;
}

const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export class IdempotencyStore {
  private entries = new Map<string, Entry>();

  constructor(private readonly now: () => Date) {}

  /** Starts a request under a key at `endpoint` (method and path) with its parameters' `fingerprint`. */
  begin(scope: string, key: string, endpoint: string, fingerprint: string): IdempotencyCheck {
    const id = `${scope}\u0000${key}`;
    const entry = this.entries.get(id);
    const now = this.now().getTime();
    if (entry && now - entry.storedAt < KEY_LIFETIME_MS) {
      if (entry.endpoint !== endpoint || entry.fingerprint !== fingerprint) {
        return { kind: 'mismatch', firstEndpoint: entry.endpoint };
      }
      if (!entry.answer) return { kind: 'in_flight' };
      return { kind: 'replay', answer: entry.answer };
    }
    this.entries.set(id, { endpoint, fingerprint, storedAt: now, answer: null });
    return { kind: 'new' };
  }

  /** Saves the answer that later requests with the key replay. */
  save(scope: string, key: string, answer: StoredAnswer): void {
    const entry = this.entries.get(`${scope}\u0000${key}`);
    if (entry) entry.answer = answer;
  }

  /** Forgets a key whose request never started executing (a 500, a refused parameter). */
  release(scope: string, key: string): void {
    this.entries.delete(`${scope}\u0000${key}`);
  }

  reset(): void {
    this.entries.clear();
  }
}

export function idempotencyMismatchMessage(
  key: string,
  endpoint: string,
  firstEndpoint: string,
): string {
  const retry = `Try using a key other than '${key}' if you meant to execute a different request.`;
  return endpoint === firstEndpoint
    ? `Keys for idempotent requests can only be used with the same parameters they were first used with. ${retry}`
    : `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${firstEndpoint}' vs '${endpoint}'). ${retry}`;
}
