import { describe, expect, it } from 'vitest';
import { serverNow } from './server-now';

describe('serverNow: the account pages’ clock is the server’s', () => {
  it('is the server’s reading, whatever the device says', () => {
    expect(serverNow([{ as_of: '2026-11-27T10:00:00.000Z' }]).toISOString()).toBe(
      '2026-11-27T10:00:00.000Z',
    );
  });

  it('takes the latest reading of several', () => {
    expect(
      serverNow([
        { as_of: '2026-11-27T10:00:00.000Z' },
        { as_of: '2026-11-27T10:00:05.000Z' },
      ]).toISOString(),
    ).toBe('2026-11-27T10:00:05.000Z');
  });

  it('is no device reading when there is nothing to judge', () => {
    expect(serverNow([]).getTime()).toBe(0);
  });
});
