import { z } from 'zod';

const HolidayEsimBaseSchema = z.object({
  id: z.string(),
  krn: z.string(),
  subscription_krn: z.string(),
  plan_name: z.string(),
  /** When the plan that includes the eSIM was bought: when it was asked for. */
  requested_at: z.string(),
});

/**
 * A holiday eSIM (docs/product.md#customer-pages travel eSIM perk). It is `being_set_up` until the eSIM provider,
 * through the VPN's back office, issues its profile (a fulfilment request, decision 0094);
 * then it is `ready` with what the phone needs to install it.
 */
export const HolidayEsimSchema = z.discriminatedUnion('status', [
  HolidayEsimBaseSchema.extend({ status: z.literal('being_set_up') }),
  HolidayEsimBaseSchema.extend({
    status: z.literal('ready'),
    data_gb: z.number().int(),
    expires: z.string(),
    usable: z.boolean(),
    /** GSMA SGP.22 activation code (`LPA:1$…$…`): what the QR code encodes. */
    activation_code: z.string(),
    smdp_address: z.string(),
    matching_id: z.string(),
  }),
]);
export type HolidayEsim = z.infer<typeof HolidayEsimSchema>;

export const EsimListResponseSchema = z.object({ esims: z.array(HolidayEsimSchema) });
export type EsimListResponse = z.infer<typeof EsimListResponseSchema>;
