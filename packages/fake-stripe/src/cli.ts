import { parseArgs } from 'node:util';
import { startFakeStripe, type FakeStripeOptions } from './fake-stripe-server';

/**
 * Runs the fake Stripe API for local development and the browser journeys:
 * `npx tsx packages/fake-stripe/src/cli.ts --port 12111 --webhook-url URL --webhook-secret whsec_…`
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    host: { type: 'string', default: '127.0.0.1' },
    'webhook-url': { type: 'string' },
    'webhook-secret': { type: 'string' },
    'fault-seed': { type: 'string' },
  },
});

const options: FakeStripeOptions = { port: Number(values.port), host: values.host };
if (values['webhook-url']) {
  if (!values['webhook-secret']) {
    console.error('--webhook-url needs --webhook-secret (whsec_…)');
    process.exit(2);
  }
  options.webhook = { url: values['webhook-url'], secret: values['webhook-secret'] };
}
if (values['fault-seed']) options.faultSeed = Number(values['fault-seed']);

const fake = await startFakeStripe(options);
console.log(`fake Stripe API listening on ${fake.url}`);
if (options.webhook) console.log(`posting webhooks to ${options.webhook.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    fake.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
