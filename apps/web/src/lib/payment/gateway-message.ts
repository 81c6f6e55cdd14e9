import { z } from 'zod';

/** What the sandbox gateway's hosted page posts to the window embedding it. */
const GatewayMessageSchema = z.object({
  source: z.literal('burrow-sandbox-gateway'),
  intentId: z.string(),
  status: z.string(),
  failureReason: z.string().nullable().optional(),
});

export type GatewayResult =
  { status: 'authorized' } | { status: 'failed' | 'canceled'; failureReason: string | null };

/**
 * The outcome a `message` event reports for our intent, or null when the event is not for
 * us: from another origin (any page can post to us), from another tool, about another
 * intent (an older tab's), or a status that is not an outcome yet.
 */
export function gatewayResultFor(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  intentId: string,
  ownOrigin: string,
): GatewayResult | null {
  if (event.origin !== ownOrigin) return null;
  const parsed = GatewayMessageSchema.safeParse(event.data);
  if (!parsed.success || parsed.data.intentId !== intentId) return null;
  const { status, failureReason = null } = parsed.data;
  if (status === 'authorized') return { status };
  if (status === 'failed' || status === 'canceled') return { status, failureReason };
  return null;
}
