/**
 * docs/product.md#retries checkout retry: up to 6 attempts, back-off from 1 s doubling, a fresh
 * checkoutAttemptId for every attempt, and only server errors (500 and above) or network
 * failures retried. The waiting and the sending are passed in, so the policy is pure and
 * tests run it without timers.
 */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** The wait after the first failure; each later wait doubles. */
  baseDelayMs: number;
}

/** docs/product.md#retries: a checkout is tried at most 6 times. */
export const CHECKOUT_MAX_ATTEMPTS = 6;
/** docs/product.md#retries: the first back-off is 1 second. */
export const CHECKOUT_RETRY_BASE_DELAY_MS = 1000;

/** docs/product.md#retries checkout policy: 6 attempts, waits from 1 s doubling. */
export const CHECKOUT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: CHECKOUT_MAX_ATTEMPTS,
  baseDelayMs: CHECKOUT_RETRY_BASE_DELAY_MS,
};

/**
 * The other retry constant, 3 (docs/product.md#retries): how many times a read of the order flow (the offer,
 * the tax estimate) is retried after its first failure before the page falls back (to the
 * fallback price list for the offer). Account-area queries are not retried (docs/product.md#reads-and-the-api).
 * Decision 0016.
 */
export const ORDER_QUERY_MAX_RETRIES = 3;

/** How one attempt ended, as far as retrying is concerned. */
export type AttemptOutcome = { kind: 'response'; status: number } | { kind: 'network-error' };

/** docs/product.md#retries: a server error (500 and above) or a lost connection may succeed next time; a 4xx will not. */
export function isRetryableOutcome(outcome: AttemptOutcome): boolean {
  return outcome.kind === 'network-error' || outcome.status >= 500;
}

/** docs/product.md#retries: the wait after failed attempt `attempt` (1-based): 1 s, 2 s, 4 s, … */
export function retryDelayMs(attempt: number, policy: RetryPolicy = CHECKOUT_RETRY_POLICY): number {
  return policy.baseDelayMs * 2 ** (attempt - 1);
}

/** What to do after attempt `attempt` (1-based) ended with `outcome`. */
export function nextRetryStep(
  attempt: number,
  outcome: AttemptOutcome,
  policy: RetryPolicy = CHECKOUT_RETRY_POLICY,
): { retry: true; delayMs: number } | { retry: false } {
  if (!isRetryableOutcome(outcome) || attempt >= policy.maxAttempts) return { retry: false };
  return { retry: true, delayMs: retryDelayMs(attempt, policy) };
}

/**
 * Whether an order-flow read retries after `failureCount` failures (TanStack Query's
 * `retry(failureCount, error)` shape): up to ORDER_QUERY_MAX_RETRIES, retryable errors only.
 */
export function shouldRetryOrderQuery(failureCount: number, outcome: AttemptOutcome): boolean {
  return failureCount < ORDER_QUERY_MAX_RETRIES && isRetryableOutcome(outcome);
}

/** One attempt's result: an HTTP response (any status) or a network failure. */
export type AttemptResult<T> =
  { kind: 'response'; status: number; body: T } | { kind: 'network-error'; error: unknown };

export interface RetryRun<T> {
  /** Sends one attempt under the given checkoutAttemptId. */
  send: (checkoutAttemptId: string, attempt: number) => Promise<AttemptResult<T>>;
  /** Makes a new checkoutAttemptId (e.g. `crypto.randomUUID`). */
  newAttemptId: () => string;
  /** Waits; tests pass one that only records the delay. */
  sleep: (ms: number) => Promise<void>;
  policy?: RetryPolicy;
}

export interface RetryReport<T> {
  /** The last attempt's result: a success, a non-retryable error, or the final failure. */
  result: AttemptResult<T>;
  /** The checkoutAttemptId of each attempt made, in order. */
  attemptIds: string[];
}

/**
 * docs/product.md#retries checkout retry, run: sends with a new checkoutAttemptId each time, waiting the
 * back-off between attempts, until a response below 500 or the attempts run out. A new id
 * per attempt is the rule (docs/product.md#retries); the payment intent, captured at most once, is what stops a
 * retried checkout from charging twice (decision 0016).
 */
export async function sendWithRetry<T>(run: RetryRun<T>): Promise<RetryReport<T>> {
  const policy = run.policy ?? CHECKOUT_RETRY_POLICY;
  const attemptIds: string[] = [];
  for (let attempt = 1; ; attempt += 1) {
    const id = run.newAttemptId();
    attemptIds.push(id);
    const result = await run.send(id, attempt);
    const step = nextRetryStep(
      attempt,
      result.kind === 'response' ? { kind: 'response', status: result.status } : result,
      policy,
    );
    if (!step.retry) return { result, attemptIds };
    await run.sleep(step.delayMs);
  }
}
