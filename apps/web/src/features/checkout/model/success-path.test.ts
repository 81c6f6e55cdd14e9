import { describe, expect, it } from 'vitest';
import { paypalReturnPath, successPath } from './success-path';

const ORIGIN = 'https://burrow.example';

describe('where a buyer lands after paying', () => {
  it.each([
    ['/setup?welcome=1', '/setup?welcome=1'],
    [`${ORIGIN}/subscriptions`, '/subscriptions'],
    ['https://evil.example/setup', '/setup'],
    ['//evil.example', '/setup'],
    ['javascript:alert(1)', '/setup'],
    ['', '/setup'],
  ])('%s → %s', (redirectUrl, path) => {
    expect(successPath(redirectUrl, ORIGIN)).toBe(path);
  });

  it('adds PayPal’s tracking parameters the redirect lacks (docs/product.md#paying)', () => {
    const path = paypalReturnPath('/setup?welcome=1&amount=5604', {
      totalPeriod: 12,
      amountMinor: 1,
      subscriptionId: 'sub_1',
      productId: 'vpn-basic',
      dedicatedIpMonths: 12,
      orderPageType: 'standard',
    });
    const url = new URL(path, ORIGIN);
    expect(url.pathname).toBe('/setup');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      welcome: '1',
      // The server's value stands.
      amount: '5604',
      utm_source: 'onecheckout',
      total_period: '12',
      sub_id: 'sub_1',
      product_id: 'vpn-basic',
      product_dip_months: '12',
      payment_type: 'paypal',
      order_page_type: 'standard',
      user_flow: 'one_checkout_order',
    });
  });
});
