import { z } from 'zod';

/**
 * A liveness answer and nothing more: anyone may call it, so it names no database, version
 * or migration that would tell a stranger what the installation runs.
 */
export const HealthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
