import { PAYMENT_METHODS } from '@burrow/domain/payment-method';
import {
  PAUSE_MONTHS,
  RENEWAL_OFF_DETAIL_MAX,
  RENEWAL_OFF_REASONS,
} from '@burrow/domain/subscription-pause';
import { z } from 'zod';
import { MoneySchema } from './offers';

const IsoDate = z.string();

export const SubscriptionStateSchema = z.enum(['active', 'cancelled', 'revoked', 'intrial']);

// The values and their meaning live in the domain; the wire accepts exactly those.
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const AddonTypeSchema = z.enum([
  'dip',
  'idp_monitoring',
  'idp_monitor',
  'idp_insurance',
  'pip_data_removal',
  'pip_scanning',
  'credit_scanner',
  'idp_credit_scanner',
  'credit_report',
  'idp_credit_report',
]);

export const AddonSchema = z.object({
  krn: z.string(),
  addon_id: z.string(),
  addon_type: AddonTypeSchema,
  status: z.enum(['ACTIVE', 'NON_RENEWING', 'CANCELLED']),
});
export type Addon = z.infer<typeof AddonSchema>;

export const EntitlementSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['product', 'feature']),
});

export const LicenseSchema = z.object({
  krn: z.string(),
  state: z.enum(['active', 'revoked', 'unassigned']),
  assigned_email: z.string().nullable(),
});

export const SubscriptionSchema = z.object({
  krn: z.string(),
  subscription_id: z.string(),
  state: SubscriptionStateSchema,
  type: z.string(),
  plan_name: z.string(),
  tier: z.enum(['TIER_BASIC', 'TIER_VIP', 'TIER_PREMIUM']),
  next_payment_date: IsoDate.nullable(),
  next_payment_method: PaymentMethodSchema,
  auto_billing_enabled: z.boolean(),
  supports_autobill: z.boolean(),
  auto_bill_failed_on: IsoDate.nullable(),
  auto_bill_payment_failed: z.boolean(),
  /**
   * The failed renewal waits for the customer to confirm the payment with their bank (SCA,
   * decision 0086) on the retry-payment page.
   */
  auto_bill_authentication_required: z.boolean(),
  expires_soon: z.boolean(),
  manual_renew_allowed: z.boolean(),
  handled_by_chargebee: z.boolean(),
  purchase_date: IsoDate,
  next_billing_cycle: z.number().int(),
  addons: z.array(AddonSchema),
  entitlements: z.array(EntitlementSchema),
  licenses: z.array(LicenseSchema),
  cc_info: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  price_krns: z.array(z.string()),
  /**
   * What the next renewal charges, tax included, priced exactly as the billing run will
   * price it (the plan's renewal price and each live add-on's, taxed where the customer
   * lives); null once the plan gives no access. For a plan billed by a store it is the
   * catalogue's price of the plan.
   */
  next_payment: z.object({ total: MoneySchema, tax: MoneySchema }).nullable(),
  /**
   * For a plan past its payment date: when its access ends unless it is paid (the grace
   * period's end), by the server's clock; otherwise null.
   */
  payment_deadline: IsoDate.nullable(),
  /**
   * The server's clock when this was read. Every date above is judged against it, never
   * against the device's clock, which may be wrong.
   */
  as_of: IsoDate,
  active: z.boolean(),
  /**
   * The pause the customer chose instead of leaving (decision 0102): no access and no charge
   * until `resumes_on`, when it resumes by itself; null when not paused.
   */
  pause: z.object({ started_at: IsoDate, resumes_on: IsoDate }).nullable(),
  /** Whether it may be paused now (decision 0102): the turn-renewal-off flow offers it. */
  pause_available: z.boolean(),
  setup_link_token: z.string().nullable(),
  /**
   * The Aircove router coupon an operator granted (decision 0094): `being_set_up` until the
   * back office issues its code, then `ready` with the code and its expiry.
   */
  aircoveCoupon: z
    .discriminatedUnion('status', [
      z.object({ krn: z.string(), status: z.literal('being_set_up'), requested_at: IsoDate }),
      z.object({ krn: z.string(), status: z.literal('ready'), code: z.string(), expires: IsoDate }),
    ])
    .nullable(),
  /**
   * The plan's holiday eSIMs, those being set up first (decision 0094); the eSIM page
   * (`GET /api/v2/esims/`) has the profile.
   */
  holiday_esims: z.array(
    z.discriminatedUnion('status', [
      z.object({ krn: z.string(), status: z.literal('being_set_up') }),
      z.object({
        krn: z.string(),
        status: z.literal('ready'),
        data_gb: z.number(),
        expires: IsoDate,
      }),
    ]),
  ),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionListResponseSchema = z.object({
  subscriptions: z.array(SubscriptionSchema),
});
export type SubscriptionListResponse = z.infer<typeof SubscriptionListResponseSchema>;

export const SubscriptionIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** Why the customer is turning automatic renewal off (decision 0102). */
export const RenewalOffReasonRequestSchema = z.object({
  reason: z.enum(RENEWAL_OFF_REASONS),
  detail: z.string().trim().max(RENEWAL_OFF_DETAIL_MAX).optional(),
});
export type RenewalOffReasonRequest = z.infer<typeof RenewalOffReasonRequestSchema>;

/** A pause of one, two or three months, starting now. */
export const PauseRequestSchema = z.object({
  months: z.literal(PAUSE_MONTHS),
});
export type PauseRequest = z.infer<typeof PauseRequestSchema>;
