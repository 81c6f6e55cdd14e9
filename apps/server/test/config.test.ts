import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sandboxInProductionWarning } from '../src/platform/config';
import { TEST_ENTITLEMENT_SIGNING_KEYS } from './support/entitlement-signing-keys';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('runs in demo mode on embedded PGlite with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      demoMode: true,
      port: 3000,
      databaseUrl: undefined,
      seedDemoData: true,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SUPPORT_EMAIL: 'help@example.com, attacker@evil.example' }, 'SUPPORT_EMAIL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ ENTITLEMENT_SIGNING_KEYS: 'not json' }, 'ENTITLEMENT_SIGNING_KEYS'],
    [{ ENTITLEMENT_SIGNING_KEYS: '[]' }, 'ENTITLEMENT_SIGNING_KEYS'],
    [
      { ENTITLEMENT_SIGNING_KEYS: '[{"kid":"a","kty":"RSA","n":"x","e":"AQAB"}]' },
      'ENTITLEMENT_SIGNING_KEYS',
    ],
    [
      {
        ENTITLEMENT_SIGNING_KEYS: JSON.stringify([
          ...JSON.parse(TEST_ENTITLEMENT_SIGNING_KEYS),
          ...JSON.parse(TEST_ENTITLEMENT_SIGNING_KEYS),
        ]),
      },
      'ENTITLEMENT_SIGNING_KEYS',
    ],
  ])('names the variable with a bad value: %o', (env, variable) => {
    expect(problemsOf(env).some((problem) => problem.startsWith(variable))).toBe(true);
  });

  it('refuses production without SESSION_SECRET, PUBLIC_URL, email, signing keys and a payment provider, naming each', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER is stripe/),
      expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY is required/),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is required/),
      expect.stringMatching(/^SESSION_SECRET is required in production/),
      expect.stringMatching(/^PUBLIC_URL is required in production/),
      expect.stringMatching(/^SMTP_URL is required in production/),
      expect.stringMatching(/^ENTITLEMENT_SIGNING_KEYS is required in production/),
    ]);
  });

  it('reads the entitlement signing keys, the signing one first, and needs none in demo mode', () => {
    expect(loadConfig({}).entitlementSigningKeys).toBeUndefined();
    const keys = loadConfig({
      ENTITLEMENT_SIGNING_KEYS: TEST_ENTITLEMENT_SIGNING_KEYS,
    }).entitlementSigningKeys;
    expect(keys?.map((key) => key.kid)).toEqual(['test-2026-11']);
  });

  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'x'.repeat(40),
    PUBLIC_URL: 'https://vpn.example.com/',
    ENTITLEMENT_SIGNING_KEYS: TEST_ENTITLEMENT_SIGNING_KEYS,
    SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
  };

  it.each([
    [{ PAYMENT_PROVIDER: 'sandbox' }],
    [{ PAYMENT_PROVIDER: 'sandbox', SANDBOX_PAYMENTS_IN_PRODUCTION: 'false' }],
  ])(
    'never lets production sell through the sandbox unless the staging switch is on: %o',
    (extra) => {
      expect(problemsOf({ ...production, ...extra })).toEqual([
        expect.stringMatching(
          /^SANDBOX_PAYMENTS_IN_PRODUCTION .*takes no real money.*only for a staging site, or configure PAYMENT_PROVIDER=stripe/,
        ),
      ]);
    },
  );

  const stripeKeys = {
    STRIPE_SECRET_KEY: 'sk_live_abc123',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  };

  it('runs the sandbox fulfiller in demo mode unless turned off, and refuses it in production', () => {
    expect(loadConfig({}).sandboxFulfilment).toBe(true);
    expect(loadConfig({ SANDBOX_FULFILMENT: 'false' }).sandboxFulfilment).toBe(false);
    expect(loadConfig({ ...production, ...stripeKeys }).sandboxFulfilment).toBe(false);
    expect(() => loadConfig({ ...production, ...stripeKeys, SANDBOX_FULFILMENT: 'true' })).toThrow(
      /SANDBOX_FULFILMENT must not be true in production/,
    );
  });

  it('slows sandbox charges down only when told, and never in production', () => {
    expect(loadConfig({}).sandboxChargeLatencyMs).toBe(0);
    expect(loadConfig({ SANDBOX_CHARGE_LATENCY_MS: '300' }).sandboxChargeLatencyMs).toBe(300);
    const staging = { ...production, SANDBOX_PAYMENTS_IN_PRODUCTION: 'true' };
    expect(problemsOf({ ...staging, SANDBOX_CHARGE_LATENCY_MS: '300' })).toEqual([
      'SANDBOX_CHARGE_LATENCY_MS must be 0 in production: it slows every charge down, for measuring only',
    ]);
  });

  it('sells through Stripe in production when its keys are set, in live mode with live keys', () => {
    const config = loadConfig({ ...production, ...stripeKeys });
    expect(config).toMatchObject({
      paymentProvider: 'stripe',
      paymentTestMode: false,
      stripe: { publishableKey: 'pk_live_abc123', testMode: false, apiBase: undefined },
    });
    expect(sandboxInProductionWarning(config)).toBeUndefined();
  });

  it('runs Stripe in test mode with test keys, and against a local fake in demo mode', () => {
    const config = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_BASE: 'http://127.0.0.1:12111/',
    });
    expect(config).toMatchObject({
      paymentProvider: 'stripe',
      paymentTestMode: true,
      stripe: { testMode: true, apiBase: 'http://127.0.0.1:12111' },
    });
  });

  it.each([
    [
      { STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' },
      /^STRIPE_PUBLISHABLE_KEY is a test key but STRIPE_SECRET_KEY is a live key/,
    ],
    [
      { STRIPE_API_BASE: 'http://127.0.0.1:12111' },
      /^STRIPE_API_BASE must not be set with a live key/,
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_live_' },
      /^STRIPE_SECRET_KEY must be a Stripe secret or restricted key/,
    ],
    [
      { STRIPE_WEBHOOK_SECRET: 'secret' },
      /^STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret/,
    ],
  ])('refuses Stripe settings that cannot work together: %o', (extra, problem) => {
    expect(problemsOf({ ...production, ...stripeKeys, ...extra })).toEqual([
      expect.stringMatching(problem),
    ]);
  });

  it('runs a staging site on the sandbox in test mode, and says so', () => {
    const config = loadConfig({ ...production, SANDBOX_PAYMENTS_IN_PRODUCTION: 'true' });
    expect(config).toMatchObject({ paymentProvider: 'sandbox', paymentTestMode: true });
    expect(sandboxInProductionWarning(config)).toMatch(/SANDBOX_PAYMENTS_IN_PRODUCTION is on/);
    expect(problemsOf({ ...production, SANDBOX_PAYMENTS_IN_PRODUCTION: 'yes' })[0]).toMatch(
      /^SANDBOX_PAYMENTS_IN_PRODUCTION/,
    );
  });

  it('takes test payments in demo mode without the switch, and warns of nothing', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ paymentProvider: 'sandbox', paymentTestMode: true });
    expect(sandboxInProductionWarning(config)).toBeUndefined();
  });

  it('seeds nothing in production', () => {
    const config = loadConfig({ ...production, SANDBOX_PAYMENTS_IN_PRODUCTION: 'true' });
    expect(config).toMatchObject({
      demoMode: false,
      seedDemoData: false,
      publicOrigin: 'https://vpn.example.com',
      publicUrl: 'https://vpn.example.com',
    });
  });

  it.each([
    [{}, 'http://localhost:3000'],
    [{ HOST: '0.0.0.0', PORT: '8080' }, 'http://localhost:8080'],
    [{ HOST: '127.0.0.1', PORT: '5100' }, 'http://127.0.0.1:5100'],
    [{ HOST: '::1', PORT: '5100' }, 'http://[::1]:5100'],
    [{ PUBLIC_URL: 'https://shop.example.com/vpn/' }, 'https://shop.example.com/vpn'],
  ])('builds links from configuration only, in demo mode too: %o → %s', (env, publicUrl) => {
    expect(loadConfig(env).publicUrl).toBe(publicUrl);
  });

  it('leaves the accepted origin to the request in demo mode only when PUBLIC_URL is unset', () => {
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/vpn' }).publicOrigin).toBe(
      'https://shop.example.com',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it('keeps 100 renewals in flight unless told, whatever the pool size', () => {
    expect(loadConfig({}).billingRunConcurrency).toBe(100);
    expect(loadConfig({ BILLING_RUN_CONCURRENCY: '3' }).billingRunConcurrency).toBe(3);
    expect(problemsOf({ BILLING_RUN_CONCURRENCY: '0' })[0]).toMatch(/^BILLING_RUN_CONCURRENCY/);
    expect(problemsOf({ BILLING_RUN_CONCURRENCY: '501' })[0]).toMatch(/^BILLING_RUN_CONCURRENCY/);
    // The renewals' database work is limited apart (decision 0140): no rule ties the two.
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://db/burrow',
        DATABASE_POOL_SIZE: '8',
        BILLING_RUN_CONCURRENCY: '200',
      }).billingRunConcurrency,
    ).toBe(200);
  });

  it('drains for 10 seconds before stopping in production and at once elsewhere, unless told', () => {
    const staging = { ...production, SANDBOX_PAYMENTS_IN_PRODUCTION: 'true' };
    expect(loadConfig(staging).shutdownDrainSeconds).toBe(10);
    expect(loadConfig({ ...staging, SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainSeconds).toBe(0);
    expect(loadConfig({}).shutdownDrainSeconds).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '3' }).shutdownDrainSeconds).toBe(3);
    expect(problemsOf({ SHUTDOWN_DRAIN_SECONDS: '-1' })[0]).toMatch(/^SHUTDOWN_DRAIN_SECONDS/);
  });

  it('reads the navigation policy, defaulting to the domain’s', () => {
    expect(loadConfig({}).navigationPolicy.sanctionedCountries).toContain('KP');
    const config = loadConfig({ SANCTIONED_COUNTRIES: 'ir, kp', EXPERT_PROGRAM_ENABLED: 'true' });
    expect(config.navigationPolicy).toEqual({
      sanctionedCountries: ['IR', 'KP'],
      expertProgramEnabled: true,
      referralProgramEnabled: true,
    });
    expect(problemsOf({ SANCTIONED_COUNTRIES: 'Iran' })[0]).toMatch(/^SANCTIONED_COUNTRIES/);
  });

  it('sends contact-form messages to SUPPORT_EMAIL and reads the pages from CONTENT_DIR', () => {
    expect(loadConfig({}).supportEmail).toBe('support@burrow.test');
    expect(loadConfig({}).contentDir).toMatch(/[/\\]content$/);
    expect(
      loadConfig({ SUPPORT_EMAIL: 'help@example.com', CONTENT_DIR: '/srv/texts' }),
    ).toMatchObject({ supportEmail: 'help@example.com', contentDir: '/srv/texts' });
  });

  describe('email delivery', () => {
    const { SMTP_URL: smtpUrl, ...withoutSmtp } = { ...production, ...stripeKeys };

    it('delivers through SMTP_URL in production, and in demo mode shows the outbox without it', () => {
      expect(loadConfig({ ...production, ...stripeKeys }).emailDelivery).toEqual({
        mode: 'smtp',
        smtpUrl,
      });
      expect(loadConfig({}).emailDelivery).toEqual({ mode: 'dev-mailbox' });
      expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).emailDelivery.mode).toBe('smtp');
    });

    it('refuses production without SMTP_URL, saying how to run without email', () => {
      expect(problemsOf(withoutSmtp)).toEqual([
        expect.stringMatching(/^SMTP_URL is required in production: .*set EMAIL_DELIVERY=off/),
      ]);
    });

    it('runs production without email only when the operator says EMAIL_DELIVERY=off', () => {
      expect(loadConfig({ ...withoutSmtp, EMAIL_DELIVERY: 'off' }).emailDelivery).toEqual({
        mode: 'off',
      });
      expect(problemsOf({ ...withoutSmtp, EMAIL_DELIVERY: 'false' })).toEqual([
        expect.stringMatching(/^EMAIL_DELIVERY must be off, or unset/),
      ]);
    });

    it.each([[production], [{}]])(
      'refuses EMAIL_DELIVERY=off with SMTP_URL set, in any mode: %o',
      (base) => {
        expect(
          problemsOf({
            ...base,
            ...stripeKeys,
            SMTP_URL: 'smtp://smtp.example.com',
            EMAIL_DELIVERY: 'off',
          }),
        ).toEqual([
          'EMAIL_DELIVERY is off but SMTP_URL is set: unset SMTP_URL to send no email, or unset EMAIL_DELIVERY to deliver through SMTP_URL',
        ]);
      },
    );

    it('warns of a backed-up queue after 15 minutes unless told', () => {
      expect(loadConfig({}).emailBacklogWarnSeconds).toBe(900);
      expect(loadConfig({ EMAIL_BACKLOG_WARN_SECONDS: '3600' }).emailBacklogWarnSeconds).toBe(3600);
      expect(problemsOf({ EMAIL_BACKLOG_WARN_SECONDS: '10' })[0]).toMatch(
        /^EMAIL_BACKLOG_WARN_SECONDS/,
      );
    });
  });
});
