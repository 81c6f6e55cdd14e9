import { useEffect, useEffectEvent } from 'react';
import {
  gatewayDeclineFor,
  gatewayResultFor,
  type GatewayResult,
} from '../../lib/payment/gateway-message';

/**
 * Listens, while `intentId` is set, for the gateway's hosted page to report how the intent
 * ended, and (with `onDecline`) each card it declined while staying open for another. Only
 * our own origin's messages about our intent count (`gatewayResultFor`, `gatewayDeclineFor`).
 */
export function useGatewayResult(
  intentId: string | null,
  onResult: (result: GatewayResult) => void,
  onDecline?: (failureReason: string) => void,
): void {
  const report = useEffectEvent(onResult);
  const declined = useEffectEvent((reason: string) => onDecline?.(reason));
  useEffect(() => {
    if (!intentId) return;
    const listener = (event: MessageEvent) => {
      const origin = window.location.origin;
      const result = gatewayResultFor(event, intentId, origin);
      if (result) report(result);
      const decline = gatewayDeclineFor(event, intentId, origin);
      if (decline) declined(decline);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [intentId]);
}
