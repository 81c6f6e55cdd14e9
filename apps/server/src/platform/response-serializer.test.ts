import { endpoints } from '@burrow/contract/endpoints';
import type { Subscription } from '@burrow/contract/subscriptions';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractSerializerCompiler, ResponseContractError } from './response-serializer';

/** The serializer of a route answering `schema`, as Fastify builds it. */
function serializerOf(schema: z.ZodType): (data: unknown) => string {
  return contractSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });
}

const Answer = z.object({
  id: z.string(),
  state: z.enum(['active', 'cancelled']),
  count: z.number().int(),
  pause: z.object({ resumes_on: z.string() }).nullable(),
  items: z.array(z.object({ krn: z.string() })),
});

const valid: z.infer<typeof Answer> = {
  id: 'a',
  state: 'active',
  count: 2,
  pause: null,
  items: [{ krn: 'k' }],
};

describe('the compiled contract serializer', () => {
  it('writes what zod wrote: the same JSON for the same answer', () => {
    const answers: z.infer<typeof Answer>[] = [
      valid,
      { ...valid, pause: { resumes_on: '2026-12-01' }, items: [] },
    ];
    for (const answer of answers) {
      expect(serializerOf(Answer)(answer)).toBe(JSON.stringify(z.encode(Answer, answer)));
    }
  });

  it('leaves out every key the contract does not name, at any depth', () => {
    const json = serializerOf(Answer)({
      ...valid,
      password_hash: 'secret-hash',
      pause: { resumes_on: '2026-12-01', internal_note: 'secret-note' },
      items: [{ krn: 'k', user_id: 'secret-user' }],
    });
    expect(json).not.toContain('secret');
    expect(JSON.parse(json)).toEqual({
      ...valid,
      pause: { resumes_on: '2026-12-01' },
    });
  });

  it('refuses an answer outside the contract instead of sending it', () => {
    const serialize = serializerOf(Answer);
    const broken = [
      { ...valid, state: 'paused' },
      { ...valid, count: 2.5 },
      { ...valid, count: '2' },
      { ...valid, pause: 'soon' },
      { ...valid, items: [{}] },
      (({ id: _id, ...rest }) => rest)(valid),
    ];
    for (const answer of broken) {
      expect(() => serialize(answer), JSON.stringify(answer)).toThrow(ResponseContractError);
    }
  });

  it('keeps zod for a contract JSON Schema cannot say everything of, so its refinement still holds', () => {
    const Refined = z.object({ code: z.string().refine((code) => code.startsWith('B')) });
    const serialize = serializerOf(Refined);
    expect(serialize({ code: 'B1', extra: 1 })).toBe('{"code":"B1"}');
    expect(() => serialize({ code: 'A1' })).toThrow();
  });

  it('serialises the dashboard’s list as zod did', () => {
    const subscription: Subscription = {
      krn: 'krn:subscription:1',
      subscription_id: '1',
      state: 'active',
      type: 'vpn',
      plan_name: 'Premium',
      tier: 'TIER_PREMIUM',
      next_payment_date: '2027-01-01T00:00:00.000Z',
      next_payment_method: 'CreditCard',
      auto_billing_enabled: true,
      supports_autobill: true,
      auto_bill_failed_on: null,
      auto_bill_payment_failed: false,
      auto_bill_authentication_required: false,
      expires_soon: false,
      manual_renew_allowed: true,
      handled_by_chargebee: true,
      purchase_date: '2026-01-01T00:00:00.000Z',
      next_billing_cycle: 12,
      addons: [{ krn: 'krn:addon:2', addon_id: '2', addon_type: 'dip', status: 'ACTIVE' }],
      entitlements: [{ id: 'vpn', name: 'VPN', type: 'product' }],
      licenses: [],
      cc_info: { brand: 'visa', last4: '4242' },
      price_krns: ['krn:price:vpn-premium-12m-usd'],
      next_payment: {
        total: { unscaledValue: 10890, scale: 2, currency: 'USD' },
        tax: { unscaledValue: 890, scale: 2, currency: 'USD' },
      },
      payment_deadline: null,
      as_of: '2026-11-28T00:00:00.000Z',
      active: true,
      pause: null,
      pause_available: true,
      setup_link_token: null,
      aircoveCoupon: { krn: 'krn:coupon:3', status: 'ready', code: 'ABC', expires: '2027-01-01' },
      holiday_esims: [{ krn: 'krn:esim:4', status: 'being_set_up' }],
    };
    const schema = endpoints.listSubscriptions.response;
    const answer = { subscriptions: [subscription, { ...subscription, cc_info: null }] };
    expect(serializerOf(schema)(answer)).toBe(JSON.stringify(z.encode(schema, answer)));
  });
});
