import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { ConfigError, type Config } from '../../platform/config';
import type { SandboxFaults } from '../sandbox-gateway/faults';
import { createSandboxGateway } from '../sandbox-gateway/sandbox-gateway';
import { createStripeGateway } from '../stripe-gateway/stripe-gateway';
import type { PaymentGateway } from './payment-gateway';

/**
 * The payment gateway the configuration names: the one place a provider is picked, for the
 * server and the billing command alike. With no provider there is nothing to build, and
 * the sandbox never stands in for a missing one (decision 0068).
 */
export function configuredGateway(
  config: Pick<Config, 'paymentProvider' | 'stripe' | 'sandboxChargeLatencyMs'>,
  db: Database,
  clock: Clock,
  faults?: SandboxFaults,
): PaymentGateway {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxGateway(db, clock, '', {
        faults,
        chargeLatencyMs: config.sandboxChargeLatencyMs,
      });
    case 'stripe':
      if (!config.stripe)
        throw new ConfigError(['PAYMENT_PROVIDER is stripe but its keys are missing.']);
      return createStripeGateway(db, clock, config.stripe);
    case 'none':
      throw new ConfigError(['No payment provider is configured, so nothing can take payments.']);
  }
}
