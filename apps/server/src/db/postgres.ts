import pg from 'pg';
import type { Database, Queryable, SqlParam } from './database';

// int8 (count(*), sums of minor units) fits in a double for every amount we handle.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

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
