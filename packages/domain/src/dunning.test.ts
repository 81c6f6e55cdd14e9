import { describe, expect, it } from 'vitest';
import { dunningGraceEnd, nextDunningRetry, parseDunningSchedule } from './dunning';

const failedOn = new Date('2026-03-01T00:00:00Z');

describe('dunning: four retries over seven days by default (issue 5)', () => {
  it.each([
    [0, '2026-03-02T00:00:00.000Z'],
    [1, '2026-03-04T00:00:00.000Z'],
    [2, '2026-03-06T00:00:00.000Z'],
    [3, '2026-03-08T00:00:00.000Z'],
    [4, null],
  ])('after %i failed retries the next is %s', (attempts, expected) => {
    expect(nextDunningRetry(failedOn, attempts)?.toISOString() ?? null).toBe(expected);
  });

  it('follows an operator schedule', () => {
    expect(nextDunningRetry(failedOn, 0, [2, 9])?.toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(nextDunningRetry(failedOn, 2, [2, 9])).toBeNull();
  });

  it('keeps the customer connected until the last retry', () => {
    expect(dunningGraceEnd(failedOn).toISOString()).toBe('2026-03-08T00:00:00.000Z');
  });

  it.each([
    ['1,3,5,7', [1, 3, 5, 7]],
    [' 2 , 4 ', [2, 4]],
    ['3,1', null],
    ['0,2', null],
    ['1,x', null],
    ['', null],
  ])('parses "%s"', (text, expected) => {
    expect(parseDunningSchedule(text)).toEqual(expected);
  });
});
