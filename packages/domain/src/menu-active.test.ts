import { describe, expect, it } from 'vitest';
import { isMenuItemActive } from './menu-active';

describe('docs/product.md#the-account-menu active menu item: path equals the URL or starts with it followed by a slash', () => {
  it.each([
    ['/subscriptions', '/subscriptions', true],
    ['/my-subscriptions/krn:sub:1/aircove-coupon', '/my-subscriptions', true],
    ['/subscriptions-old', '/subscriptions', false],
    ['/account-billing', '/subscriptions', false],
  ])('%s against %s → %s', (path, url, expected) => {
    expect(isMenuItemActive(path, url)).toBe(expected);
  });
});
