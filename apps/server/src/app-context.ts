import {
  isPublishedLocale,
  LOCALE_COOKIE_NAME,
  localeFromCookie,
  PAGE_LOCALE_HEADER,
} from '@burrow/domain/locales';
import type { Database } from './db/database';
import type { Clock } from './platform/clock';
import type { Logger } from './platform/business-events';
import type { PaymentGateway } from './modules/payments/payment-gateway';
import type { Config } from './platform/config';
import type { ServerInstance } from './platform/server-instance';
import type { Readiness } from './modules/health/readiness';

/** What every module's service needs from the running app. */
export interface AppContext {
  db: Database;
  config: Config;
  clock: Clock;
  gateway: PaymentGateway;
  /** Where services log their money and access events (platform/business-events.ts). */
  log: Logger;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    clock: Clock;
    paymentGateway: PaymentGateway;
    /** This process, as claims it takes name it (see platform/server-instance.ts). */
    serverInstance: ServerInstance;
    /** Whether this process should get traffic; draining from SIGTERM on (decision 0116). */
    readiness: Readiness;
  }
  interface FastifyRequest {
    /** The storefront the request is for; `burrow` when no x-tenant header is sent. */
    tenantId: string;
  }
}

/** The services' context from the running app: what route plugins hand to services. */
export function contextOf(app: {
  db: Database;
  config: Config;
  clock: Clock;
  paymentGateway: PaymentGateway;
  log: Logger;
}): AppContext {
  return {
    db: app.db,
    config: app.config,
    clock: app.clock,
    gateway: app.paymentGateway,
    log: app.log,
  };
}

/**
 * The language the visitor is reading: the language of the page the call comes from (the web
 * app's `x-burrow-locale` header), else the `locale` cookie they chose (decision 0057), else
 * English. An account created for them keeps it (0060); decision 0117.
 */
export function visitorLocaleOf(request: {
  cookies: Record<string, string | undefined>;
  headers: Record<string, string | string[] | undefined>;
}): string {
  const page = request.headers[PAGE_LOCALE_HEADER];
  const pageLocale = typeof page === 'string' ? page.trim().toLowerCase() : undefined;
  if (pageLocale !== undefined && isPublishedLocale(pageLocale)) return pageLocale;
  return localeFromCookie(request.cookies[LOCALE_COOKIE_NAME]);
}
