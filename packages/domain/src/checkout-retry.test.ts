import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MAX_ATTEMPTS,
  CHECKOUT_RETRY_BASE_DELAY_MS,
  isRetryableOutcome,
  nextRetryStep,
  ORDER_QUERY_MAX_RETRIES,
  retryDelayMs,
  sendWithRetry,
  shouldRetryOrderQuery,
  type AttemptOutcome,
  type AttemptResult,
} from './checkout-retry';

const status = (code: number): AttemptOutcome => ({ kind: 'response', status: code });
const network: AttemptOutcome = { kind: 'network-error' };

describe('docs/product.md#retries checkout retry limit 6, back-off 1 s doubling', () => {
  it('constants', () => {
    expect(CHECKOUT_MAX_ATTEMPTS).toBe(6);
    expect(CHECKOUT_RETRY_BASE_DELAY_MS).toBe(1000);
  });

  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
    [5, 16000],
  ])('after attempt %i wait %i ms', (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay);
  });
});

describe('docs/product.md#retries server responses of 500 or above are retried; other errors are not', () => {
  it.each([
    [status(500), true],
    [status(502), true],
    [status(503), true],
    [status(599), true],
    [network, true],
    [status(499), false],
    [status(400), false],
    [status(409), false],
    [status(422), false],
    [status(200), false],
  ])('%j → %s', (outcome, expected) => {
    expect(isRetryableOutcome(outcome)).toBe(expected);
  });

  it.each([
    [1, status(500), { retry: true, delayMs: 1000 }],
    [5, network, { retry: true, delayMs: 16000 }],
    [6, status(500), { retry: false }],
    [1, status(402), { retry: false }],
  ] as const)('after attempt %i with %j → %j', (attempt, outcome, step) => {
    expect(nextRetryStep(attempt, outcome)).toEqual(step);
  });
});

describe('docs/product.md#retries checkout retry run: a new checkoutAttemptId for each attempt', () => {
  function script(results: AttemptResult<string>[]) {
    const sent: [string, number][] = [];
    const waits: number[] = [];
    let next = 0;
    return {
      sent,
      waits,
      run: {
        send: async (id: string, attempt: number) => {
          sent.push([id, attempt]);
          const result = results[Math.min(attempt - 1, results.length - 1)];
          if (!result) throw new Error('script exhausted');
          return result;
        },
        newAttemptId: () => `attempt-${(next += 1)}`,
        sleep: async (ms: number) => {
          waits.push(ms);
        },
      },
    };
  }
  const ok: AttemptResult<string> = { kind: 'response', status: 200, body: 'done' };
  const boom: AttemptResult<string> = { kind: 'response', status: 503, body: 'busy' };
  const lost: AttemptResult<string> = { kind: 'network-error', error: new Error('reset') };

  it('succeeds on the third attempt after 1 s and 2 s', async () => {
    const s = script([boom, lost, ok]);
    const report = await sendWithRetry(s.run);
    expect(report).toEqual({ result: ok, attemptIds: ['attempt-1', 'attempt-2', 'attempt-3'] });
    expect(s.sent).toEqual([
      ['attempt-1', 1],
      ['attempt-2', 2],
      ['attempt-3', 3],
    ]);
    expect(s.waits).toEqual([1000, 2000]);
  });

  it('gives up after 6 attempts, having waited 1+2+4+8+16 s', async () => {
    const s = script([boom]);
    const report = await sendWithRetry(s.run);
    expect(report.result).toBe(boom);
    expect(report.attemptIds).toHaveLength(6);
    expect(new Set(report.attemptIds).size).toBe(6);
    expect(s.waits).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('does not retry a client error', async () => {
    const declined: AttemptResult<string> = { kind: 'response', status: 402, body: 'declined' };
    const s = script([declined, ok]);
    expect(await sendWithRetry(s.run)).toEqual({ result: declined, attemptIds: ['attempt-1'] });
    expect(s.waits).toEqual([]);
  });

  it('takes another policy', async () => {
    const s = script([boom]);
    const report = await sendWithRetry({ ...s.run, policy: { maxAttempts: 2, baseDelayMs: 10 } });
    expect(report.attemptIds).toHaveLength(2);
    expect(s.waits).toEqual([10]);
  });
});

describe('docs/product.md#retries the exported constant 3: order-flow reads retry 3 times (decision 0016)', () => {
  it.each([
    [0, status(503), true],
    [2, network, true],
    [3, status(503), false],
    [0, status(404), false],
  ])('after %i failures with %j → %s', (failures, outcome, expected) => {
    expect(ORDER_QUERY_MAX_RETRIES).toBe(3);
    expect(shouldRetryOrderQuery(failures, outcome)).toBe(expected);
  });
});
