import Stripe from 'stripe';
import { AppError, invalidRequest } from '../../platform/errors';

/** Stripe's own default: a signed payload older than this is refused as a possible replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureRefusal =
  'signature_missing' | 'signature_invalid' | 'timestamp_out_of_tolerance';

/**
 * Verifies a webhook's `Stripe-Signature` over the exact bytes received, with the SDK, and
 * answers the event. The tolerance is judged against Burrow's clock (`now`), not the
 * machine's: the SDK takes the time of receipt. The SDK refuses only payloads older than the
 * tolerance; one signed further than that in the future is refused here too, so a payload
 * signed with a leaked secret cannot be prepared ahead. Throws 400 `webhook_signature_invalid`.
 */
export function verifiedStripeEvent(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
  now: Date,
): Stripe.Event {
  if (!signatureHeader) throw refused('signature_missing');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw refused(
        /tolerance/i.test(error.message) ? 'timestamp_out_of_tolerance' : 'signature_invalid',
      );
    }
    // A correctly signed body that is not JSON: Stripe never sends one.
    throw refused('signature_invalid');
  }
  // Signed with our secret yet not an event: nothing Stripe sends; refuse rather than guess.
  const shaped = event as Partial<Stripe.Event> | null;
  if (
    typeof shaped?.id !== 'string' ||
    typeof shaped.type !== 'string' ||
    typeof shaped.created !== 'number' ||
    typeof shaped.data?.object !== 'object'
  ) {
    throw invalidRequest('The webhook body is not a Stripe event.');
  }
  const signedAt = signedTimestamp(signatureHeader);
  if (signedAt === null || signedAt - now.getTime() / 1000 > SIGNATURE_TOLERANCE_SECONDS) {
    throw refused('timestamp_out_of_tolerance');
  }
  return event;
}

function signedTimestamp(header: string): number | null {
  const part = header.split(',').find((item) => item.startsWith('t='));
  const seconds = part ? Number(part.slice(2)) : NaN;
  return Number.isFinite(seconds) ? seconds : null;
}

function refused(reason: SignatureRefusal): AppError {
  return new AppError(
    400,
    'webhook_signature_invalid',
    'The webhook signature could not be verified.',
    { reason },
  );
}
