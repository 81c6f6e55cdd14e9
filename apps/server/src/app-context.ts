import type { Database } from './db/database';
import type { Clock } from './platform/clock';
import type { Config } from './platform/config';

/** What every module's service needs from the running app. */
export interface AppContext {
  db: Database;
  config: Config;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    clock: Clock;
  }
  interface FastifyRequest {
    /** The storefront the request is for; `burrow` when no x-tenant header is sent. */
    tenantId: string;
  }
}
