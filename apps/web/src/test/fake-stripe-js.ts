import type { Stripe } from '@stripe/stripe-js';
import type { StripeConfirmOutcome } from '../lib/payment/stripe-confirm-result';

type Listener = (event?: unknown) => void;

export interface FakeStripeJs {
  /** What `loadStripe` resolves with: the subset of Stripe.js that react-stripe-js calls. */
  stripe: Stripe;
  /** Each `stripe.elements(options)` call's options. */
  elementsOptions: unknown[];
  /** Each `elements.create(type, options)` call. */
  created: Array<{ type: string; options: unknown }>;
  /** Each `stripe.confirmPayment(params)` call's params. */
  confirmCalls: Array<Record<string, unknown>>;
}

/**
 * A stand-in for the Stripe object at the `loadStripe` boundary (no network, no frames): the
 * Payment Element is a marker in its mount node and says `ready` on the next tick;
 * `confirmPayment` answers with `confirm(params)`.
 */
export function createFakeStripeJs(
  confirm: (params: Record<string, unknown>) => Promise<StripeConfirmOutcome>,
): FakeStripeJs {
  const fake: Omit<FakeStripeJs, 'stripe'> = { elementsOptions: [], created: [], confirmCalls: [] };
  const createElement = (type: string, options: unknown) => {
    const listeners = new Map<string, Set<Listener>>();
    const emit = (event: string) => listeners.get(event)?.forEach((listener) => listener());
    fake.created.push({ type, options });
    return {
      mount(node: HTMLElement) {
        const marker = document.createElement('div');
        marker.setAttribute('role', 'group');
        marker.setAttribute('aria-label', `Stripe ${type} element`);
        node.append(marker);
        // react-stripe-js listens from an effect after mounting: say ready on the next tick.
        setTimeout(() => emit('ready'), 0);
      },
      on(event: string, listener: Listener) {
        listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      },
      off(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener);
      },
      update() {},
      unmount() {},
      destroy() {},
    };
  };
  const elements = {
    create: createElement,
    getElement: () => null,
    update() {},
    submit: async () => ({}),
  };
  const stripe = {
    elements(options: unknown) {
      fake.elementsOptions.push(options);
      return elements;
    },
    createToken: async () => ({}),
    createPaymentMethod: async () => ({}),
    confirmCardPayment: async () => ({}),
    confirmPayment(params: Record<string, unknown>) {
      fake.confirmCalls.push(params);
      return confirm(params);
    },
  };
  return { ...fake, stripe: stripe as unknown as Stripe };
}
