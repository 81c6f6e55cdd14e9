import type { Database, Queryable } from '../../src/db/database';

/**
 * Every SQL round trip an app makes, in order: each query, and a transaction's BEGIN and
 * COMMIT/ROLLBACK (round trips too on PostgreSQL). For budgets of statements per request
 * (decision 0135): `clear()` before the request, read `statements` after it.
 */
export interface StatementLog {
  readonly statements: string[];
  clear(): void;
}

/** `db` with every round trip it makes written down in `log`. */
export function loggingDatabase(db: Database): { db: Database; log: StatementLog } {
  const statements: string[] = [];
  const note = (sql: string) => statements.push(sql.replace(/\s+/g, ' ').trim());
  const logged = (inner: Queryable): Queryable => ({
    query: (sql, params) => {
      note(sql);
      return inner.query(sql, params);
    },
    exec: (sql) => {
      note(sql);
      return inner.exec(sql);
    },
  });
  return {
    db: {
      ...db,
      ...logged(db),
      kind: db.kind,
      transaction: async (work) => {
        note('BEGIN');
        try {
          const result = await db.transaction((tx) => work(logged(tx)));
          note('COMMIT');
          return result;
        } catch (error) {
          note('ROLLBACK');
          throw error;
        }
      },
      close: () => db.close(),
    },
    log: {
      statements,
      clear: () => {
        statements.length = 0;
      },
    },
  };
}
