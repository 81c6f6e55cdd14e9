import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The dashboard's bare baseline (issue 18): what `GET /api/v2/subscriptions/` costs with
 * nothing of Burrow's around it — Fastify and `pg`, the same session lookup (the cookie's
 * token, HMAC'd with the session secret, looked up by its primary key) and one indexed query
 * of the customer's subscriptions, answered as JSON. No hooks, no schema, no logging.
 * Burrow's figures are judged as a share of this one's, measured in the same run.
 *
 * argv: port, database URL, session secret, tenant id, session cookie name.
 */
const [port, databaseUrl, sessionSecret, tenantId, cookieName] = process.argv.slice(2);
if (!port || !databaseUrl || !sessionSecret || !tenantId || !cookieName) {
  throw new Error('usage: bare-baseline-server <port> <database url> <secret> <tenant> <cookie>');
}
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

function sessionToken(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === cookieName) return part.slice(at + 1).trim();
  }
  return undefined;
}

const app = Fastify({ logger: false });
// Answered once listening, so the bench knows when to start.
app.get('/health', async () => ({ ok: true }));
app.get('/api/v2/subscriptions/', async (request, reply) => {
  const token = sessionToken(request.headers.cookie);
  if (!token) return reply.code(401).send({ error: 'unauthenticated' });
  const idHash = createHmac('sha256', sessionSecret).update(token).digest('base64url');
  const session = await pool.query<{ user_id: string }>(
    'SELECT user_id FROM sessions WHERE id_hash = $1 AND tenant_id = $2',
    [idHash, tenantId],
  );
  const userId = session.rows[0]?.user_id;
  if (!userId) return reply.code(401).send({ error: 'unauthenticated' });
  const subscriptions = await pool.query(
    `SELECT id, status, price_id, current_period_end, auto_billing_enabled
       FROM subscriptions WHERE tenant_id = $1 AND user_id = $2`,
    [tenantId, userId],
  );
  return { subscriptions: subscriptions.rows };
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
