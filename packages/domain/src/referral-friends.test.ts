import { describe, expect, it } from 'vitest';
import { maskEmail, referredFriendStatus } from './referral-friends';

describe('referred friends as the referrer sees them (decision 0055)', () => {
  it.each([
    [{ status: 'in_trial', revoked: false }, 'in_trial'],
    [{ status: 'active', revoked: false }, 'active'],
    [{ status: 'non_renewing', revoked: false }, 'active'],
    [{ status: 'cancelled', revoked: false }, 'ended'],
    [{ status: 'active', revoked: true }, 'ended'],
    [null, 'ended'],
  ] as const)('a friend whose subscription is %j is %s', (subscription, status) => {
    expect(referredFriendStatus(subscription)).toBe(status);
  });

  it.each([
    ['jane.doe@example.com', 'j•••@example.com'],
    ['x@mail.example.org', 'x•••@mail.example.org'],
    ['odd@name@example.com', 'o•••@example.com'],
    ['@example.com', '•••'],
    ['no-at-sign', '•••'],
  ])('shows %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
