import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable, SqlParam } from './database';

// int8 (count(*), sums of minor units) fits in a double for every amount we handle.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

// A cut listener is reopened after this, doubling up to the cap while the database stays away.
const LISTEN_RETRY_FIRST_MS = 250;
const LISTEN_RETRY_MAX_MS = 10_000;
// How an operator (and a test) tells the listening connection apart in pg_stat_activity.
const LISTENER_APPLICATION_NAME = 'burrow listener';

/**
 * Decision 0139: every statement with parameters runs as a named prepared statement, so each
 * connection parses and plans it once instead of on every call. Planning was most of what
 * PostgreSQL spent on our requests (the dashboard's set-wise pricing query, the checkout's
 * offer query): the bench measured its CPU per order and per renewal falling by about half.
 * A statement without parameters keeps the simple protocol, which allows several statements
 * in one string.
 */
const statementNames = new Map<string, string>();
// SQL is written in the code, never built from values, so the set of statements is small; the
// cap only guards memory (ours and each connection's) against a future mistake.
const MAX_NAMED_STATEMENTS = 5_000;
// Raised when a prepared statement went stale (below): every connection then prepares each
// statement afresh under a new name, rather than failing once per connection.
let statementGeneration = 0;

function statementFor(sql: string, params: readonly SqlParam[]): pg.QueryConfig {
  const values = params as unknown[];
  if (params.length === 0) return { text: sql, values };
  let name = statementNames.get(sql);
  if (!name) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return { text: sql, values };
    name = createHash('sha1').update(sql).digest('base64url').slice(0, 20);
    statementNames.set(sql, name);
  }
  return { name: `b${statementGeneration}_${name}`, text: sql, values };
}

/**
 * PostgreSQL refuses to run a prepared statement whose result columns changed since it was
 * prepared ("cached plan must not change result type"): another node's migration added a
 * column to a table the statement reads with `*`, during a rolling upgrade.
 */
function isStalePreparedStatement(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}

export function createPostgresDatabase(connectionString: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle pooled connection can be cut by the server (restart, failover, admin action).
  // pg reports that as an 'error' event, which would crash the process if unhandled; the
  // pool drops the broken client and the next query opens a new one.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
  });
  const run = async <Row extends object>(
    client: pg.PoolClient,
    sql: string,
    params: readonly SqlParam[] = [],
  ): Promise<Row[]> => (await client.query<Row>(statementFor(sql, params))).rows;

  // Outside a transaction a stale statement is retried on a fresh connection, under a new
  // name, without the caller knowing: nothing has happened yet that a retry could repeat.
  const runOnPool = async <Row extends object>(
    sql: string,
    params: readonly SqlParam[] = [],
  ): Promise<Row[]> => {
    for (let attempt = 1; ; attempt += 1) {
      const client = await pool.connect();
      try {
        const rows = await run<Row>(client, sql, params);
        client.release();
        return rows;
      } catch (error) {
        if (isStalePreparedStatement(error) && attempt === 1) {
          statementGeneration += 1;
          client.release(true);
          continue;
        }
        client.release();
        throw error;
      }
    }
  };

  return {
    kind: 'postgres',
    query: (sql, params) => runOnPool(sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: (sql, params) => run(client, sql, params),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        // Inside a transaction the work cannot be replayed here: this one fails, and from now
        // on every connection prepares its statements afresh, so the next one succeeds.
        if (isStalePreparedStatement(error)) statementGeneration += 1;
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async listen(channel, handlers) {
      let closed = false;
      let current: pg.Client | undefined;
      let retry: NodeJS.Timeout | undefined;
      let retryMs = LISTEN_RETRY_FIRST_MS;
      const open = async (first: boolean): Promise<void> => {
        const client = new pg.Client({
          connectionString,
          application_name: LISTENER_APPLICATION_NAME,
        });
        current = client;
        let lost = false;
        const reopenLater = (error?: Error) => {
          if (lost || closed) return;
          lost = true;
          process.emitWarning(
            `PostgreSQL listener on ${channel} lost: ${error?.message ?? 'connection ended'}`,
          );
          void client.end().catch(() => undefined);
          retry = setTimeout(() => {
            retry = undefined;
            void open(false);
          }, retryMs);
          retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
        };
        client.on('error', reopenLater);
        client.on('end', () => reopenLater());
        client.on('notification', (message) => {
          if (message.channel === channel) handlers.onMessage(message.payload ?? '');
        });
        try {
          await client.connect();
          await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
          await handlers.onListening();
          retryMs = LISTEN_RETRY_FIRST_MS;
        } catch (error) {
          // Without a first connection the caller fails to start; later ones are retried.
          if (!first) return reopenLater(error instanceof Error ? error : undefined);
          closed = true;
          await client.end().catch(() => undefined);
          throw error;
        }
      };
      await open(true);
      return {
        async close() {
          closed = true;
          clearTimeout(retry);
          await current?.end().catch(() => undefined);
        },
      };
    },
    async openDedicatedConnection() {
      const client = new pg.Client({ connectionString });
      // A cut connection is reported here; whoever holds it learns when its next query fails.
      client.on('error', (error) => {
        process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
      });
      await client.connect();
      return {
        query: async <Row extends object>(sql: string, params: readonly SqlParam[] = []) =>
          (await client.query<Row>(sql, params as unknown[])).rows,
        exec: async (sql: string) => {
          await client.query(sql);
        },
        close: () => client.end(),
      };
    },
  };
}
