import { describe, expect, it } from 'vitest';
import { gatewayDeclineFor, gatewayFrameHeightFor, gatewayResultFor } from './gateway-message';

const ORIGIN = 'https://burrow.example';
const ours = (data: unknown, origin = ORIGIN) => gatewayResultFor({ origin, data }, 'pi_1', ORIGIN);
const message = (extra: Record<string, unknown>) => ({
  source: 'burrow-sandbox-gateway',
  intentId: 'pi_1',
  ...extra,
});

describe('which gateway messages count', () => {
  it('takes our intent’s outcome from our own origin', () => {
    expect(ours(message({ status: 'authorized' }))).toEqual({ status: 'authorized' });
    expect(ours(message({ status: 'failed', failureReason: 'expired_card' }))).toEqual({
      status: 'failed',
      failureReason: 'expired_card',
    });
    expect(ours(message({ status: 'canceled' }))).toEqual({
      status: 'canceled',
      failureReason: null,
    });
  });

  it.each([
    ['another origin', message({ status: 'authorized' }), 'https://evil.example'],
    ['another intent', { ...message({ status: 'authorized' }), intentId: 'pi_2' }, ORIGIN],
    ['another tool', { ...message({ status: 'authorized' }), source: 'widget' }, ORIGIN],
    ['a status that is no outcome', message({ status: 'requires_action' }), ORIGIN],
    ['a string', 'authorized', ORIGIN],
    ['nothing', null, ORIGIN],
  ])('ignores %s', (_case, data, origin) => {
    expect(ours(data, origin)).toBeNull();
  });
});

describe('a decline the hosted page answers in place', () => {
  const decline = (data: unknown, origin = ORIGIN) =>
    gatewayDeclineFor({ origin, data }, 'pi_1', ORIGIN);

  it('is our intent still open, with the reason', () => {
    const declined = message({ status: 'requires_payment_method', failureReason: 'expired_card' });
    expect(decline(declined)).toBe('expired_card');
    // Not an outcome: the dialog stays for another card.
    expect(ours(declined)).toBeNull();
  });

  it.each([
    [
      'another origin',
      message({ status: 'requires_payment_method', failureReason: 'x' }),
      'https://evil.example',
    ],
    ['an open intent with no decline', message({ status: 'requires_payment_method' }), ORIGIN],
    ['a final failure', message({ status: 'failed', failureReason: 'expired_card' }), ORIGIN],
  ])('ignores %s', (_case, data, origin) => {
    expect(decline(data, origin)).toBeNull();
  });
});

describe('the height the hosted page asks for', () => {
  const frame = {} as Window;
  const height = (data: unknown, origin = ORIGIN, source: unknown = frame) =>
    gatewayFrameHeightFor({ origin, data, source: source as Window }, frame, ORIGIN);

  it('is taken from our own frame on our own origin', () => {
    expect(height(message({ height: 612 }))).toBe(612);
  });

  it.each([
    ['another origin', message({ height: 612 }), 'https://evil.example', frame],
    ['another window of our origin', message({ height: 612 }), ORIGIN, {}],
    ['another tool', { ...message({ height: 612 }), source: 'widget' }, ORIGIN, frame],
    ['no height', message({ status: 'authorized' }), ORIGIN, frame],
    ['an absurd height', message({ height: 1_000_000 }), ORIGIN, frame],
  ])('ignores %s', (_case, data, origin, source) => {
    expect(height(data, origin, source)).toBeNull();
  });
});
