/**
 * The query layer: plain parameterised SQL over either embedded PGlite or PostgreSQL.
 * Both drivers are configured to return the same JavaScript types (int8 → number,
 * timestamptz → Date) so repositories never branch on the kind.
 */
export type DatabaseKind = 'pglite' | 'postgres';

export type SqlParam = string | number | boolean | Date | null | readonly string[] | Buffer;

export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * A connection of its own outside the pool, for a session-level lock that must last as
   * long as the process does (PostgreSQL only: PGlite has one connection and one process).
   */
  openDedicatedConnection?(): Promise<Queryable & { close(): Promise<void> }>;
  /**
   * Hears NOTIFY on `channel` from every process, on a connection of its own outside the
   * pool that is reopened whenever it is cut; `onListening` runs each time LISTEN is
   * (re)established, so the caller reloads what it may have missed while cut (PostgreSQL
   * only: PGlite has one process, which has nobody to hear from).
   */
  listen?(
    channel: string,
    handlers: { onMessage(payload: string): void; onListening(): Promise<void> },
  ): Promise<{ close(): Promise<void> }>;
  /** The connection pool's state, for the metrics (PostgreSQL only: PGlite has no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** Reads the first row or undefined; for queries known to answer at most one. */
export async function queryOne<Row extends object>(
  db: Queryable,
  sql: string,
  params?: readonly SqlParam[],
): Promise<Row | undefined> {
  const rows = await db.query<Row>(sql, params);
  return rows[0];
}
