import type { IdDefenderItem } from '@burrow/domain/menu-visibility';
import { z } from 'zod';

/** The ID Defender pages (docs/product.md#customer-pages), by the ids the account menu gives them. */
export const ID_DEFENDER_FEATURES = [
  'id-alerts',
  'id-insurance',
  'id-removal',
  'credit-scanner',
] as const satisfies readonly IdDefenderItem[];

export const IdDefenderFeatureSchema = z.enum(ID_DEFENDER_FEATURES);
export type IdDefenderFeature = z.infer<typeof IdDefenderFeatureSchema>;

export const IdDefenderFeatureStateSchema = z.object({
  feature: IdDefenderFeatureSchema,
  /** A current subscription's plan or add-on covers it (the menu's own rule). */
  entitled: z.boolean(),
  enrolment: z.object({
    status: z.enum(['not_enrolled', 'enrolled']),
    enrolled_at: z.string().nullable(),
  }),
});
export type IdDefenderFeatureState = z.infer<typeof IdDefenderFeatureStateSchema>;

export const IdDefenderResponseSchema = z.object({
  features: z.array(IdDefenderFeatureStateSchema),
});
export type IdDefenderResponse = z.infer<typeof IdDefenderResponseSchema>;

export const IdDefenderFeatureParamsSchema = z.object({ feature: IdDefenderFeatureSchema });

/** Enrolment starts monitoring on the customer's behalf, so it needs their explicit consent. */
export const IdDefenderEnrolRequestSchema = z.object({
  consent: z.literal(true, { error: 'Agree to the terms to turn this on.' }),
});
export type IdDefenderEnrolRequest = z.input<typeof IdDefenderEnrolRequestSchema>;
