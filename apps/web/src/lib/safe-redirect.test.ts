import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/subscriptions', '/subscriptions'],
    ['/invoices?page=2#top', '/invoices?page=2#top'],
    ['/a/../subscriptions', '/subscriptions'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'subscriptions',
    '//evil.com',
    '//evil.com/subscriptions',
    '/\\evil.com',
    '/\tevil.com',
    'https://evil.com',
    'javascript:alert(1)',
    // Decision 0078: paths that normalise to a protocol-relative URL.
    '/.//evil.com',
    '/%2e//evil.com',
    '/a/..//evil.com',
    '/a/%2E%2E//evil.com/x',
    '///evil.com',
    '/\n/evil.com',
  ])('rejects %s', (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('remembers the path and query to come back to', () => {
    expect(loginPathFor('/subscriptions?x=1')).toBe('/login?next=%2Fsubscriptions%3Fx%3D1');
  });

  it('sends a bare /login when there is nowhere worth returning to', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.com')).toBe('/login');
  });
});
