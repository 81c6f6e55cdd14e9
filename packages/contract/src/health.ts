import { z } from 'zod';

/**
 * A liveness answer and nothing more: anyone may call it, so it names no database, version
 * or migration that would tell a stranger what the installation runs.
 */
export const HealthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** Why a node should not get traffic now (decision 0116); stable codes, no detail. */
export const NOT_READY_REASONS = [
  'database_unavailable',
  'migrations_pending',
  'draining',
] as const;
export type NotReadyReason = (typeof NOT_READY_REASONS)[number];

/** 200: this node may get traffic. */
export const ReadyResponseSchema = z.object({ status: z.literal('ready') });
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;

/** 503: take this node out of the load balancer's rotation, for these reasons. */
export const NotReadyResponseSchema = z.object({
  status: z.literal('not_ready'),
  reasons: z.array(z.enum(NOT_READY_REASONS)).min(1),
});
export type NotReadyResponse = z.infer<typeof NotReadyResponseSchema>;
