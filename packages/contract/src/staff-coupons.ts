import { z } from 'zod';
import { CHECKOUT_COUPON_AUDIENCES, COUPON_CODE_PATTERN } from '@burrow/domain/coupons';

/**
 * Coupons managed from the operator console (decision 0124): the list, the create form and
 * deactivation. A coupon discounts a percentage of a purchase at checkout (the only kind
 * checkout prices); codes are read as checkout reads them, trimmed and upper-cased.
 */

/** The longest reason kept with a coupon's creation or deactivation in the audit log. */
export const STAFF_COUPON_REASON_MAX_LENGTH = 500;

export const StaffCouponReasonSchema = z
  .string()
  .trim()
  .min(3, 'Say why, in a few words.')
  .max(STAFF_COUPON_REASON_MAX_LENGTH, 'Keep the reason shorter.');

export const COUPON_STATUSES = [
  'active',
  'scheduled',
  'expired',
  'used_up',
  'deactivated',
] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const StaffCouponListQuerySchema = z.object({
  /** `active`: usable now or scheduled to start; `inactive`: expired, used up or deactivated. */
  status: z.enum(['active', 'inactive']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffCouponListQuery = z.input<typeof StaffCouponListQuerySchema>;

export const StaffCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** The storefront (tenant) the code works on. */
  tenant_id: z.string(),
  description: z.string(),
  percent_off: z.number().int().nullable(),
  audience: z.string(),
  /** The plans (VPN products) it covers; `null`: every plan. */
  product_ids: z.array(z.string()).nullable(),
  max_redemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  status: z.enum(COUPON_STATUSES),
  deactivated_at: z.string().nullable(),
  deactivation_reason: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type StaffCoupon = z.infer<typeof StaffCouponSchema>;

/** What the create form offers: each storefront and the plans a coupon may be limited to. */
export const StaffCouponStorefrontSchema = z.object({
  id: z.string(),
  name: z.string(),
  plans: z.array(z.object({ product_id: z.string(), name: z.string() })),
});

export const StaffCouponListResponseSchema = z.object({
  coupons: z.array(StaffCouponSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
  storefronts: z.array(StaffCouponStorefrontSchema),
});
export type StaffCouponListResponse = z.infer<typeof StaffCouponListResponseSchema>;

const OptionalInstantSchema = z.iso
  .datetime({ offset: true, message: 'Enter a date and time.' })
  .nullish();

export const StaffCouponCreateRequestSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        COUPON_CODE_PATTERN,
        'Use 3 to 40 letters, digits, dashes or underscores, starting with a letter or digit.',
      ),
    storefront: z.string().trim().min(1, 'Choose a storefront.'),
    description: z
      .string()
      .trim()
      .min(3, 'Describe the coupon as buyers will read it.')
      .max(200, 'Keep the description shorter.'),
    percent_off: z
      .number({ message: 'Enter a whole percentage from 1 to 100.' })
      .int('Enter a whole percentage from 1 to 100.')
      .min(1, 'Enter a whole percentage from 1 to 100.')
      .max(100, 'Enter a whole percentage from 1 to 100.'),
    /** Empty or absent: every plan. */
    product_ids: z.array(z.string().trim().min(1)).max(50).optional(),
    audience: z.enum(CHECKOUT_COUPON_AUDIENCES),
    /** Absent or null: unlimited. */
    max_redemptions: z
      .number()
      .int('Enter a whole number of uses.')
      .min(1, 'Allow at least one use.')
      .max(10_000_000)
      .nullish(),
    starts_at: OptionalInstantSchema,
    expires_at: OptionalInstantSchema,
    reason: StaffCouponReasonSchema,
    idempotency_key: z.string().trim().min(8).max(200),
  })
  .refine((body) => !body.starts_at || !body.expires_at || body.expires_at > body.starts_at, {
    message: 'The end must come after the start.',
    path: ['expires_at'],
  });
export type StaffCouponCreateRequest = z.input<typeof StaffCouponCreateRequestSchema>;

export const StaffCouponParamsSchema = z.object({ couponId: z.uuid() });

export const StaffCouponDeactivateRequestSchema = z.object({ reason: StaffCouponReasonSchema });
export type StaffCouponDeactivateRequest = z.input<typeof StaffCouponDeactivateRequestSchema>;
