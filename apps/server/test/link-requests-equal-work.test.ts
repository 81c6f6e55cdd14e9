import { describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context';
import type { Database, Queryable, SqlParam } from '../src/db/database';
import { requestMagicLink, type Caller } from '../src/modules/identity/identity-service';
import { requestPasswordReset } from '../src/modules/identity/password-reset-service';
import type { PaymentGateway } from '../src/modules/payments/payment-gateway';
import { ManualClock } from '../src/platform/clock';
import { processLogger } from '../src/platform/business-events';
import { loadConfig } from '../src/platform/config';

/**
 * Asking for a sign-in or reset link does the same work for an address with an account and
 * one without (decision 0071), so the time the answer takes does not tell them apart. Times
 * cannot be asserted; what runs can: the same statements, in the same order, in the same
 * transactions — only the rows they write differ. (Through HTTP, the enumeration suite
 * checks the answers themselves are alike.)
 */

const KNOWN = 'known@example.com';
const KNOWN_USER = {
  id: '00000000-0000-4000-8000-000000000001',
  tenant_id: 'burrow',
  email: KNOWN,
  password_hash: null,
  email_verified_at: new Date('2026-01-01T00:00:00Z'),
  locale: 'en',
  country: null,
  business_customer: false,
  business_billing: null,
  free_trial_status: null,
  created_at: new Date('2026-01-01T00:00:00Z'),
  deleted_at: null,
};

/** A database that answers the look-up and the rate limits, and records every statement. */
function recordingDatabase(): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const query = async <Row extends object>(sql: string, params?: readonly SqlParam[]) => {
    statements.push(sql.replace(/\s+/g, ' ').trim());
    if (/FROM users WHERE tenant_id = \$1 AND email = \$2/.test(sql))
      return (params?.[1] === KNOWN ? [KNOWN_USER] : []) as unknown as Row[];
    if (/INSERT INTO rate_limit_hits/.test(sql)) return [{ hits: 1 }] as unknown as Row[];
    return [] as Row[];
  };
  const tx: Queryable = { query, exec: async () => {} };
  const db: Database = {
    kind: 'postgres',
    query,
    exec: async () => {},
    transaction: async (work) => {
      statements.push('BEGIN');
      const result = await work(tx);
      statements.push('COMMIT');
      return result;
    },
    close: async () => {},
  };
  return { db, statements };
}

function contextWith(db: Database): AppContext {
  return {
    db,
    config: loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://burrow.test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
    }),
    clock: new ManualClock(new Date('2026-06-15T12:00:00Z')),
    gateway: {} as PaymentGateway,
    log: processLogger('silent'),
  };
}

const caller: Caller = {
  tenantId: 'burrow',
  ip: '192.0.2.1',
  userAgent: undefined,
  appOrigin: 'http://burrow.test',
  sessionToken: undefined,
  locale: 'en',
};

describe.each([
  ['a sign-in link', requestMagicLink],
  ['a password reset link', requestPasswordReset],
] as const)('asking for %s', (_name, request) => {
  it('runs the same statements for an address with an account and one without', async () => {
    const known = recordingDatabase();
    await request(contextWith(known.db), caller, KNOWN);
    const unknown = recordingDatabase();
    await request(contextWith(unknown.db), caller, 'nobody@example.com');
    expect(known.statements.length).toBeGreaterThan(3);
    expect(unknown.statements).toEqual(known.statements);
  });
});
