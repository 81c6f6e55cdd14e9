import { describe, expect, it } from 'vitest';
import { gatewayResultFor } from './gateway-message';

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
