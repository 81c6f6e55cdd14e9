import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DELETION_GRACE_DAYS } from '@burrow/domain/account-deletion';
import { DEFAULT_DUNNING_RETRY_DAYS, parseDunningSchedule } from '@burrow/domain/dunning';
import { isValidEmail } from '@burrow/domain/email';
import { DEFAULT_NAVIGATION_POLICY, type NavigationPolicy } from '@burrow/domain/navigation-policy';
import { z } from 'zod';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** One Ed25519 private key in JWK form (RFC 8037), with the kid tokens name it by. */
const SigningKeySchema = z.object({
  kid: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'kid must be 1–64 letters, digits, . _ or -'),
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  // 32-byte keys: 43 base64url characters.
  x: z.string().length(43).regex(BASE64URL),
  d: z.string().length(43).regex(BASE64URL),
});
export type EntitlementSigningKey = z.output<typeof SigningKeySchema>;

/**
 * ENTITLEMENT_SIGNING_KEYS: a JSON array of Ed25519 private JWKs, each with its kid. The first
 * signs new entitlement tokens; all are published in the JWKS, so a key rotated out stays
 * listed (second) until the last token it signed has expired (decision 0089).
 */
const SigningKeysSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of Ed25519 private JWKs' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(SigningKeySchema, 'must be a JSON array of Ed25519 private JWKs')
      .min(1, 'must hold at least one key')
      .refine((keys) => new Set(keys.map((key) => key.kid)).size === keys.length, {
        message: 'must not repeat a kid',
      }),
  );

/**
 * The only reader of process.env. Every setting is parsed here once, at start-up; a bad
 * value stops the server with a message naming the variable.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // Who takes payments. Unset: the sandbox in demo mode, Stripe in production.
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
    // The staging switch: production on the sandbox gateway, which takes no real money.
    SANDBOX_PAYMENTS_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
    // The built-in stand-in for the VPN's back office: completes fulfilment requests itself.
    // Unset: on in demo mode, off in production (where it is refused).
    SANDBOX_FULFILMENT: z.enum(['true', 'false']).optional(),
    // Milliseconds the sandbox gateway waits before answering a charge of a saved method: a
    // real provider's latency, for measuring (decision 0134). Refused in production.
    SANDBOX_CHARGE_LATENCY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret or restricted key')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe publishable key')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9_]+$/, 'must be a Stripe webhook signing secret')
      .optional(),
    // Where the Stripe SDK sends its requests instead of api.stripe.com: a local fake or the
    // Stripe CLI's mock, for tests and development. Never with live keys.
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    // Production sends email through SMTP_URL; running without is a choice the operator
    // states (decision 0130). There is no `smtp` value: SMTP_URL alone says that.
    EMAIL_DELIVERY: z.enum(['off'], 'must be off, or unset to deliver through SMTP_URL').optional(),
    // How old the oldest unsent email may grow before the server logs a warning (decision 0130).
    EMAIL_BACKLOG_WARN_SECONDS: z.coerce.number().int().min(60).max(604_800).default(900),
    MAIL_FROM: z.string().min(3).default('Burrow <no-reply@burrow.test>'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: z.string().min(1).optional(),
    // The legal and help pages' words, one folder per language (decision 0099).
    CONTENT_DIR: z.string().min(1).optional(),
    // Where contact-form messages are emailed (decision 0099).
    SUPPORT_EMAIL: z
      .string()
      .refine((text) => isValidEmail(text), 'must be one email address')
      .default('support@burrow.test'),
    SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    SANCTIONED_COUNTRIES: z
      .string()
      .regex(
        /^([A-Za-z]{2})(,\s*[A-Za-z]{2})*$/,
        'must be comma-separated two-letter country codes',
      )
      .optional(),
    EXPERT_PROGRAM_ENABLED: z.enum(['true', 'false']).optional(),
    REFERRAL_PROGRAM_ENABLED: z.enum(['true', 'false']).optional(),
    DUNNING_RETRY_DAYS: z
      .string()
      .refine(
        (text) => parseDunningSchedule(text) !== null,
        'must be increasing whole days, e.g. 1,3,5,7',
      )
      .optional(),
    ENTITLEMENT_SIGNING_KEYS: SigningKeysSchema.optional(),
    BILLING_RUN_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    BILLING_RUN_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(100),
    // Seconds between SIGTERM turning /api/ready to 503 and the listener closing (decision 0116).
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).optional(),
    // The bearer token Prometheus sends to GET /metrics; unset, /metrics answers 404 (decision 0127).
    METRICS_TOKEN: z
      .string()
      .min(32, 'must be at least 32 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
    ACCOUNT_DELETION_GRACE_DAYS: z.coerce
      .number()
      .int()
      .min(0)
      .max(365)
      .default(DEFAULT_DELETION_GRACE_DAYS),
  })
  .superRefine((env, ctx) => {
    if (env.EMAIL_DELIVERY === 'off' && env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['EMAIL_DELIVERY'],
        message:
          'is off but SMTP_URL is set: unset SMTP_URL to send no email, or unset ' +
          'EMAIL_DELIVERY to deliver through SMTP_URL',
      });
    }
    const provider = chosenProvider(env);
    if (provider === 'stripe') {
      for (const name of [
        'STRIPE_SECRET_KEY',
        'STRIPE_PUBLISHABLE_KEY',
        'STRIPE_WEBHOOK_SECRET',
      ] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when PAYMENT_PROVIDER is stripe',
          });
        }
      }
      const secretMode = env.STRIPE_SECRET_KEY ? stripeKeyMode(env.STRIPE_SECRET_KEY) : undefined;
      const publishableMode = env.STRIPE_PUBLISHABLE_KEY
        ? stripeKeyMode(env.STRIPE_PUBLISHABLE_KEY)
        : undefined;
      if (secretMode && publishableMode && secretMode !== publishableMode) {
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_PUBLISHABLE_KEY'],
          message: `is a ${publishableMode} key but STRIPE_SECRET_KEY is a ${secretMode} key`,
        });
      }
      // A live key sent anywhere but Stripe would hand it to whoever runs that host.
      if (secretMode === 'live' && env.STRIPE_API_BASE) {
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_API_BASE'],
          message: 'must not be set with a live key: live requests go to Stripe only',
        });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production',
      });
    }
    if (!env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' });
    }
    // Without it receipts, password resets and reminders would pile up unsent, unnoticed.
    if (!env.SMTP_URL && env.EMAIL_DELIVERY !== 'off') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required in production: receipts, password resets and renewal reminders are ' +
          'sent through it; set EMAIL_DELIVERY=off to run without sending email (decision 0130)',
      });
    }
    // Keys generated at start would change with every server and restart: VPN servers
    // trusting the JWKS need the operator's own, stable keys.
    if (!env.ENTITLEMENT_SIGNING_KEYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['ENTITLEMENT_SIGNING_KEYS'],
        message: 'is required in production (a JSON array of Ed25519 private JWKs, decision 0089)',
      });
    }
    // Production customers must get what the VPN's own systems assign, never a made-up
    // documentation address or a sandbox eSIM profile.
    if (env.SANDBOX_FULFILMENT === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX_FULFILMENT'],
        message:
          'must not be true in production: the sandbox fulfiller hands out documentation ' +
          'addresses and sandbox eSIM profiles; your back office completes fulfilment ' +
          'requests through the service API (decision 0094)',
      });
    }
    if (env.SANDBOX_CHARGE_LATENCY_MS > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX_CHARGE_LATENCY_MS'],
        message: 'must be 0 in production: it slows every charge down, for measuring only',
      });
    }
    // The sandbox takes no real money: production uses it only behind the staging switch.
    if (provider === 'sandbox' && env.SANDBOX_PAYMENTS_IN_PRODUCTION !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX_PAYMENTS_IN_PRODUCTION'],
        message:
          'must be true for PAYMENT_PROVIDER=sandbox in production: the sandbox gateway ' +
          'takes no real money, so set SANDBOX_PAYMENTS_IN_PRODUCTION=true only for a ' +
          'staging site, or configure PAYMENT_PROVIDER=stripe',
      });
    }
  });

type ParsedEnv = z.output<typeof EnvSchema>;

/**
 * The provider the settings name. Unset, demo mode keeps the sandbox; production uses Stripe,
 * unless the staging switch asks for the sandbox.
 */
function chosenProvider(env: ParsedEnv): 'sandbox' | 'stripe' {
  if (env.PAYMENT_PROVIDER) return env.PAYMENT_PROVIDER;
  if (env.NODE_ENV !== 'production' || env.SANDBOX_PAYMENTS_IN_PRODUCTION === 'true') {
    return 'sandbox';
  }
  return 'stripe';
}

function stripeKeyMode(key: string): 'test' | 'live' {
  return key.includes('_live_') ? 'live' : 'test';
}

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /**
   * The origin browsers must send on state-changing requests: PUBLIC_URL's. Undefined in
   * demo mode without PUBLIC_URL, where a browser may address the server by any name
   * (localhost, 127.0.0.1) and the request's own origin is accepted. Never used for links.
   */
  publicOrigin: string | undefined;
  /**
   * Where links in emails and documents point: PUBLIC_URL, or in demo mode this server on
   * HOST and PORT. Always from configuration, never from a request's Host header.
   */
  publicUrl: string;
  /** This server's release: the server package's version (the OpenAPI document's `info.version`). */
  version: string;
  sessionSecret: string;
  /** How queued emails leave: see EmailDelivery. SMTP_URL holds credentials: never logged. */
  emailDelivery: EmailDelivery;
  /** The oldest unsent email's age, in seconds, past which the server logs a warning. */
  emailBacklogWarnSeconds: number;
  mailFrom: string;
  logLevel: string;
  webDistDir: string;
  /**
   * The legal and help pages' content files, `<dir>/<locale>/<slug>.md` (decision 0099):
   * CONTENT_DIR, or the `content` folder Burrow ships with its default texts.
   */
  contentDir: string;
  /** The address contact-form messages go to (SUPPORT_EMAIL). */
  supportEmail: string;
  seedDemoData: boolean;
  trustProxy: boolean;
  /** Demo mode: not production. Enables the dev mailbox and demo data. */
  demoMode: boolean;
  /**
   * Who takes payments. 'sandbox' is the built-in simulated provider (no real money): the
   * default in demo mode, in production only with SANDBOX_PAYMENTS_IN_PRODUCTION. 'stripe'
   * takes real money with live keys (test keys: Stripe's test mode). 'none' mounts no
   * provider; loadConfig never answers it, it is for an app given its gateway by the caller.
   */
  paymentProvider: 'sandbox' | 'stripe' | 'none';
  /** Stripe's settings, present exactly when paymentProvider is 'stripe'. Secrets: never logged. */
  stripe: StripeSettings | undefined;
  /** True while payments take no real money: the web shows its test-mode banner. */
  paymentTestMode: boolean;
  /**
   * Whether the server completes fulfilment requests itself with sandbox results (decision
   * 0094): demo mode's stand-in for the VPN's back office. Never in production.
   */
  sandboxFulfilment: boolean;
  /** How long the sandbox gateway takes to answer a charge of a saved method; 0 outside measuring. */
  sandboxChargeLatencyMs: number;
  /** The operator's policy for the account navigation rules (decision 0012). */
  navigationPolicy: NavigationPolicy;
  /** Days after a failed renewal on which it is retried. */
  dunningRetryDays: readonly number[];
  /** How often the in-server billing run looks for due work; 0 turns it off. */
  billingRunIntervalSeconds: number;
  /**
   * Renewals a billing run has in flight at once on PostgreSQL, most of them waiting on the
   * payment provider; their database work shares `databasePoolSize` less two connections
   * (decision 0140). PGlite has one connection and renews one at a time.
   */
  billingRunConcurrency: number;
  /**
   * How long a stopping server keeps serving while /api/ready answers 503, so the load
   * balancer stops sending traffic before the listener closes (decision 0116).
   */
  shutdownDrainSeconds: number;
  /** The bearer token that opens GET /metrics; undefined: no metrics are served. A secret. */
  metricsToken: string | undefined;
  /** Days between asking for account deletion and carrying it out; 0 deletes at the next run. */
  accountDeletionGraceDays: number;
  /**
   * The keys that sign entitlement tokens, the signing one first (production). Undefined in
   * demo mode without ENTITLEMENT_SIGNING_KEYS: keys are generated and kept in the database.
   * Secrets: never logged.
   */
  entitlementSigningKeys: readonly EntitlementSigningKey[] | undefined;
}

/**
 * 'smtp': the outbox is delivered through SMTP_URL. 'dev-mailbox': demo mode without
 * SMTP_URL, nothing is sent and /dev/mailbox shows the outbox. 'off': the operator said
 * EMAIL_DELIVERY=off, nothing is sent (decision 0130).
 */
export type EmailDelivery = { mode: 'smtp'; smtpUrl: string } | { mode: 'dev-mailbox' | 'off' };

export interface StripeSettings {
  secretKey: string;
  /** Public by design: the browser's Stripe.js needs it. */
  publishableKey: string;
  webhookSecret: string;
  /** Test keys move no real money (Stripe's test mode). */
  testMode: boolean;
  /** Where the SDK sends requests instead of api.stripe.com (a local fake); undefined in production. */
  apiBase: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Two or three probes of a load balancer that checks readiness every few seconds.
const DEFAULT_PRODUCTION_DRAIN_SECONDS = 10;

// Demo mode signs nothing that outlives the process with this; production must set its own.
const DEMO_SESSION_SECRET = 'burrow-demo-mode-secret-not-for-production-use';

/** apps/server, whether running from src/ (tsx) or from the bundle in dist/. */
function serverPackageRoot(): string {
  let dir = import.meta.dirname;
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir)
    dir = path.dirname(dir);
  return dir;
}

const defaultWebDist = path.resolve(serverPackageRoot(), '../web/dist');
const defaultContentDir = path.resolve(serverPackageRoot(), '../../content');

function serverVersion(): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(serverPackageRoot(), 'package.json'), 'utf8'),
  ) as { version?: string };
  return manifest.version ?? '0.0.0';
}

/** Demo mode's public URL: this server as a browser on the same machine reaches it. */
function demoPublicUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "unset", as most deploy tools write unset values that way.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'} ${issue.message}`),
    );
  }
  const env = parsed.data;
  const demoMode = env.NODE_ENV !== 'production';
  const paymentProvider = chosenProvider(env);
  // The schema made sure all three keys are set when Stripe is chosen.
  const stripe: StripeSettings | undefined =
    paymentProvider === 'stripe' &&
    env.STRIPE_SECRET_KEY &&
    env.STRIPE_PUBLISHABLE_KEY &&
    env.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          testMode: stripeKeyMode(env.STRIPE_SECRET_KEY) === 'test',
          apiBase: env.STRIPE_API_BASE?.replace(/\/$/, ''),
        }
      : undefined;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    publicOrigin: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') ?? demoPublicUrl(env.HOST, env.PORT),
    version: serverVersion(),
    sessionSecret: env.SESSION_SECRET ?? DEMO_SESSION_SECRET,
    emailDelivery: env.SMTP_URL
      ? { mode: 'smtp', smtpUrl: env.SMTP_URL }
      : { mode: env.EMAIL_DELIVERY === 'off' ? 'off' : 'dev-mailbox' },
    emailBacklogWarnSeconds: env.EMAIL_BACKLOG_WARN_SECONDS,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist,
    contentDir: env.CONTENT_DIR ? path.resolve(env.CONTENT_DIR) : defaultContentDir,
    supportEmail: env.SUPPORT_EMAIL,
    metricsToken: env.METRICS_TOKEN,
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : demoMode,
    trustProxy: env.TRUST_PROXY === 'true',
    demoMode,
    paymentProvider,
    stripe,
    paymentTestMode: paymentProvider === 'sandbox' || stripe?.testMode === true,
    sandboxFulfilment: env.SANDBOX_FULFILMENT ? env.SANDBOX_FULFILMENT === 'true' : demoMode,
    sandboxChargeLatencyMs: env.SANDBOX_CHARGE_LATENCY_MS,
    dunningRetryDays: env.DUNNING_RETRY_DAYS
      ? (parseDunningSchedule(env.DUNNING_RETRY_DAYS) ?? DEFAULT_DUNNING_RETRY_DAYS)
      : DEFAULT_DUNNING_RETRY_DAYS,
    billingRunIntervalSeconds: env.BILLING_RUN_INTERVAL_SECONDS,
    billingRunConcurrency: env.BILLING_RUN_CONCURRENCY,
    shutdownDrainSeconds:
      env.SHUTDOWN_DRAIN_SECONDS ?? (demoMode ? 0 : DEFAULT_PRODUCTION_DRAIN_SECONDS),
    accountDeletionGraceDays: env.ACCOUNT_DELETION_GRACE_DAYS,
    entitlementSigningKeys: env.ENTITLEMENT_SIGNING_KEYS,
    navigationPolicy: {
      sanctionedCountries: env.SANCTIONED_COUNTRIES
        ? env.SANCTIONED_COUNTRIES.split(',').map((code) => code.trim().toUpperCase())
        : DEFAULT_NAVIGATION_POLICY.sanctionedCountries,
      expertProgramEnabled: env.EXPERT_PROGRAM_ENABLED
        ? env.EXPERT_PROGRAM_ENABLED === 'true'
        : DEFAULT_NAVIGATION_POLICY.expertProgramEnabled,
      referralProgramEnabled: env.REFERRAL_PROGRAM_ENABLED
        ? env.REFERRAL_PROGRAM_ENABLED === 'true'
        : DEFAULT_NAVIGATION_POLICY.referralProgramEnabled,
    },
  };
}

/**
 * What the server and the billing command say loudly at start while production runs on the
 * sandbox gateway (the staging switch); undefined otherwise.
 */
export function sandboxInProductionWarning(config: Config): string | undefined {
  if (config.demoMode || config.paymentProvider !== 'sandbox') return undefined;
  return (
    'SANDBOX_PAYMENTS_IN_PRODUCTION is on: this production server takes payments through ' +
    'the sandbox gateway, test cards buy plans and no real money is taken. Only for a ' +
    'staging site; every page shows a test-mode banner.'
  );
}
