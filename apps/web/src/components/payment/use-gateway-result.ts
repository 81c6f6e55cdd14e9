import { useEffect, useEffectEvent } from 'react';
import { gatewayResultFor, type GatewayResult } from '../../lib/payment/gateway-message';

/**
 * Listens, while `intentId` is set, for the gateway's hosted page to report how the intent
 * ended. Only our own origin's messages about our intent count (`gatewayResultFor`).
 */
export function useGatewayResult(
  intentId: string | null,
  onResult: (result: GatewayResult) => void,
): void {
  const report = useEffectEvent(onResult);
  useEffect(() => {
    if (!intentId) return;
    const listener = (event: MessageEvent) => {
      const result = gatewayResultFor(event, intentId, window.location.origin);
      if (result) report(result);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [intentId]);
}
