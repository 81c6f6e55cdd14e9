import type { PaymentGateway } from '../../src/modules/payments/payment-gateway';

/**
 * A server that dies right after the gateway moved money: the capture, charge or refund is
 * done at the gateway, but the call never returns, so Burrow records nothing. Each such call
 * asks `crashNow(idempotencyKey)`; on true it calls `onCrash()` (the test then restarts the
 * server) and leaves the request hanging forever, as a dead process would.
 */
export function crashingGateway(
  gateway: PaymentGateway,
  crashNow: (idempotencyKey: string) => boolean,
  onCrash: () => void,
): PaymentGateway {
  const dieAfter =
    <A extends [unknown, ...unknown[]], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await call(...args);
      const input = args[args.length - 1] as { idempotencyKey?: string };
      if (!crashNow(input.idempotencyKey ?? '')) return result;
      onCrash();
      return new Promise<R>(() => {});
    };
  return {
    ...gateway,
    captureIntent: dieAfter(gateway.captureIntent.bind(gateway)),
    chargeSource: dieAfter(gateway.chargeSource.bind(gateway)),
    refund: dieAfter(gateway.refund.bind(gateway)),
  };
}

/** A request's answer, or `'no answer'` when the server crashed while handling it. */
export type MaybeAnswer<T> = T | 'no answer';

/**
 * Runs `request` and resolves with its answer, or with 'no answer' as soon as the gateway
 * wrapper reports a crash (the request itself then never settles).
 */
export function crashRace() {
  let crashed: (() => void) | null = null;
  return {
    /** Whether a request is being raced now: only then may the server "crash". */
    active: () => crashed !== null,
    onCrash: () => crashed?.(),
    async answer<T>(request: Promise<T>): Promise<MaybeAnswer<T>> {
      const died = new Promise<'no answer'>((resolve) => {
        crashed = () => resolve('no answer');
      });
      try {
        return await Promise.race([request, died]);
      } finally {
        crashed = null;
      }
    },
  };
}
