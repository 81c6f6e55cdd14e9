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

export function createPostgresDatabase(connectionString: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle pooled connection can be cut by the server (restart, failover, admin action).
  // pg reports that as an 'error' event, which would crash the process if unhandled; the
  // pool drops the broken client and the next query opens a new one.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
  });
  const run = async <Row extends object>(
    client: pg.Pool | pg.PoolClient,
    sql: string,
    params: readonly SqlParam[] = [],
  ): Promise<Row[]> => (await client.query<Row>(sql, params as unknown[])).rows;

  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
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
