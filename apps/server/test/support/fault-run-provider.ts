import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';
import type { TestDatabaseKind } from './test-database';

/**
 * What the fault-injection run (decision 0064) needs from a payment provider, so the same
 * operations and invariants run against each: how the app is built with faults at the
 * provider, how a buyer authorises a payment in the provider's UI, and the provider's own
 * record of the charges and refunds that the end state is checked against.
 */
export interface FaultRunProvider {
  readonly name: string;
  /** How many operations the run makes against this provider. */
  readonly operations: number;
  start(options: FaultRunStartOptions): Promise<FaultRunDriver>;
}

export interface FaultRunStartOptions {
  kind: TestDatabaseKind;
  /** The share of provider calls that fail, in the provider's mix of ways. */
  failureRate: number;
  /** The run's fault dice: which calls fail and how (and, through `crashNow`, which crash). */
  faultRandom: () => number;
  /**
   * Asked after each capture, off-session charge and refund the provider did, with its
   * idempotency key: true kills the server before Burrow hears of it (crashing-gateway.ts).
   */
  crashNow: (idempotencyKey: string) => boolean;
  onCrash: () => void;
}

/** The card a buyer pays with, named by what it does. */
export type FaultRunCard = 'pays' | 'declined' | 'renewals_declined';

/** How the run's clients retry, for the buyer's steps in the provider's UI. */
export interface FaultRunClient {
  /** A request to Burrow sent until its answer is definitive (undefined when it never was). */
  untilDefinitive(
    what: string,
    options: InjectOptions & { cookie?: string },
  ): Promise<LightMyRequestResponse | undefined>;
  /** Records a call to the provider that was never answered definitively: the run fails. */
  neverAnswered(what: string): void;
}

/** A payment the provider took, as the provider records it. */
export interface ProviderCharge {
  /** The id Burrow's invoices name in `charge_id`. */
  id: string;
  amountMinor: number;
  refundedMinor: number;
}

export interface FaultRunDriver {
  app: TestApp;
  /**
   * The buyer authorises the payment Burrow opened (its `/api/v1/payment-intent` answer)
   * with `card` in the provider's UI, retrying as a browser would until the provider
   * answered; whether it was authorised is for checkout to find out.
   */
  authorise(
    intent: { paymentIntentId: string; clientSecret: string },
    card: FaultRunCard,
    client: FaultRunClient,
  ): Promise<void>;
  /** From now on no call to the provider fails. */
  stopFaults(): void;
  /** Every succeeded charge, with how much of it was refunded. */
  succeededCharges(): Promise<ProviderCharge[]>;
  /**
   * The provider's charges still kept (not refunded at all), each with the Burrow operation
   * that asked for it; an operation named by two of them was charged twice.
   */
  keptChargesByOperation(): Promise<{ operation: string; chargeId: string }[]>;
  /** What the provider knows of these charges, for a failing run's report. */
  explain(chargeIds: string[]): Promise<unknown>;
  close(): Promise<void>;
}
