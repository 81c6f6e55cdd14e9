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

/**
 * A card declined on the hosted page, which stays open for another card (the intent is
 * still `requires_payment_method`, with the decline as its reason): the reason, for
 * reporting the attempt, or null when the event is not such a decline of our intent.
 */
export function gatewayDeclineFor(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  intentId: string,
  ownOrigin: string,
): string | null {
  if (event.origin !== ownOrigin) return null;
  const parsed = GatewayMessageSchema.safeParse(event.data);
  if (!parsed.success || parsed.data.intentId !== intentId) return null;
  const { status, failureReason } = parsed.data;
  return status === 'requires_payment_method' && failureReason ? failureReason : null;
}

const FrameHeightSchema = z.object({
  source: z.literal('burrow-sandbox-gateway'),
  intentId: z.string(),
  height: z.number().int().positive().max(10_000),
});

/**
 * The height the hosted page says its content needs, so the frame can show all of it with
 * no scrolling inside. Only from our own origin and from the very frame we embedded: every
 * other window could post a height to make the dialog hide its Pay button.
 */
export function gatewayFrameHeightFor(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  frame: Window | null,
  ownOrigin: string,
): number | null {
  if (event.origin !== ownOrigin || !frame || event.source !== frame) return null;
  const parsed = FrameHeightSchema.safeParse(event.data);
  return parsed.success ? parsed.data.height : null;
}
