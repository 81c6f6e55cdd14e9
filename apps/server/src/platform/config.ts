import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DELETION_GRACE_DAYS } from '@burrow/domain/account-deletion';
import { DEFAULT_DUNNING_RETRY_DAYS, parseDunningSchedule } from '@burrow/domain/dunning';
import { DEFAULT_NAVIGATION_POLICY, type NavigationPolicy } from '@burrow/domain/navigation-policy';
import { z } from 'zod';

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
    // The staging switch: production on the sandbox gateway, which takes no real money.
    SANDBOX_PAYMENTS_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Burrow <no-reply@burrow.test>'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: z.string().min(1).optional(),
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
    BILLING_RUN_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    BILLING_RUN_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
    ACCOUNT_DELETION_GRACE_DAYS: z.coerce
      .number()
      .int()
      .min(0)
      .max(365)
      .default(DEFAULT_DELETION_GRACE_DAYS),
  })
  .superRefine((env, ctx) => {
    // Each renewal being made holds a connection at times; requests need some left.
    if (env.DATABASE_URL && env.BILLING_RUN_CONCURRENCY >= env.DATABASE_POOL_SIZE) {
      ctx.addIssue({
        code: 'custom',
        path: ['BILLING_RUN_CONCURRENCY'],
        message: 'must be below DATABASE_POOL_SIZE',
      });
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
    // No real provider exists yet, so production has only the staging switch (decision 0068).
    if (env.SANDBOX_PAYMENTS_IN_PRODUCTION !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX_PAYMENTS_IN_PRODUCTION'],
        message:
          'must be true in production until a real payment provider is configured: no ' +
          'provider is set, and the sandbox gateway takes no real money, so set ' +
          'SANDBOX_PAYMENTS_IN_PRODUCTION=true only for a staging site',
      });
    }
  });

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
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  webDistDir: string;
  seedDemoData: boolean;
  trustProxy: boolean;
  /** Demo mode: not production. Enables the dev mailbox and demo data. */
  demoMode: boolean;
  /**
   * Who takes payments. 'sandbox' is the built-in simulated provider (no real money): always
   * in demo mode, in production only with SANDBOX_PAYMENTS_IN_PRODUCTION. 'none' mounts no
   * provider; loadConfig never answers it (production without a provider does not start),
   * it is for an app given its gateway by the caller. A real provider joins this list.
   */
  paymentProvider: 'sandbox' | 'none';
  /** True while payments take no real money: the web shows its test-mode banner. */
  paymentTestMode: boolean;
  /** The operator's policy for the account navigation rules (decision 0012). */
  navigationPolicy: NavigationPolicy;
  /** Days after a failed renewal on which it is retried. */
  dunningRetryDays: readonly number[];
  /** How often the in-server billing run looks for due work; 0 turns it off. */
  billingRunIntervalSeconds: number;
  /**
   * Renewals a billing run makes at once on PostgreSQL (PGlite has one connection and
   * renews one at a time).
   */
  billingRunConcurrency: number;
  /** Days between asking for account deletion and carrying it out; 0 deletes at the next run. */
  accountDeletionGraceDays: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

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
  // Demo mode, or production with the staging switch (the schema refused anything else).
  const paymentProvider: Config['paymentProvider'] = 'sandbox';
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    publicOrigin: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') ?? demoPublicUrl(env.HOST, env.PORT),
    sessionSecret: env.SESSION_SECRET ?? DEMO_SESSION_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist,
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : demoMode,
    trustProxy: env.TRUST_PROXY === 'true',
    demoMode,
    paymentProvider,
    paymentTestMode: paymentProvider === 'sandbox',
    dunningRetryDays: env.DUNNING_RETRY_DAYS
      ? (parseDunningSchedule(env.DUNNING_RETRY_DAYS) ?? DEFAULT_DUNNING_RETRY_DAYS)
      : DEFAULT_DUNNING_RETRY_DAYS,
    billingRunIntervalSeconds: env.BILLING_RUN_INTERVAL_SECONDS,
    billingRunConcurrency: env.BILLING_RUN_CONCURRENCY,
    accountDeletionGraceDays: env.ACCOUNT_DELETION_GRACE_DAYS,
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
