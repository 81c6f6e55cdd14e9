import { describe, expect, it } from 'vitest';
import { DEFAULT_NAVIGATION_POLICY, isFromSanctionedRegion } from './navigation-policy';

describe('docs/product.md#the-account-menu sanctioned region: the residence country is on the policy list (decision 0012)', () => {
  it.each([
    ['IR', true],
    ['ir', true],
    [' KP ', true],
    ['CU', true],
    ['SY', true],
    ['RU', true],
    ['BY', true],
    ['US', false],
    ['DE', false],
    [null, false],
  ])('%s → %s', (country, expected) => {
    expect(isFromSanctionedRegion({ country })).toBe(expected);
  });

  it('the list is the policy passed in, not hard-coded', () => {
    const policy = { ...DEFAULT_NAVIGATION_POLICY, sanctionedCountries: ['US'] };
    expect(isFromSanctionedRegion({ country: 'US' }, policy)).toBe(true);
    expect(isFromSanctionedRegion({ country: 'IR' }, policy)).toBe(false);
  });

  it('the default keeps the expert programme off and referrals on', () => {
    expect(DEFAULT_NAVIGATION_POLICY.expertProgramEnabled).toBe(false);
    expect(DEFAULT_NAVIGATION_POLICY.referralProgramEnabled).toBe(true);
  });
});
