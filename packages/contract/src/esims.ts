import { z } from 'zod';

/** A holiday eSIM (spec §1 travel eSIM perk) with what the phone needs to install it. */
export const HolidayEsimSchema = z.object({
  id: z.string(),
  krn: z.string(),
  subscription_krn: z.string(),
  plan_name: z.string(),
  data_gb: z.number().int(),
  expires: z.string(),
  usable: z.boolean(),
  /** GSMA SGP.22 activation code (`LPA:1$…$…`): what the QR code encodes. */
  activation_code: z.string(),
  smdp_address: z.string(),
  matching_id: z.string(),
});
export type HolidayEsim = z.infer<typeof HolidayEsimSchema>;

export const EsimListResponseSchema = z.object({ esims: z.array(HolidayEsimSchema) });
export type EsimListResponse = z.infer<typeof EsimListResponseSchema>;
