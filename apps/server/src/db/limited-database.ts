import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Queryable } from './database';

/**
 * A transaction of the limited database asked it for another connection: with every slot
 * held by transactions waiting for a second one, nothing would ever finish. Thrown instead of
 * waiting, so the mistake shows in a test rather than as a stuck billing run.
 */
export class NestedConnectionError extends Error {
  constructor() {
    super(
      'a transaction asked for a second connection: use its own `tx`, not the database it came from',
    );
    this.name = 'NestedConnectionError';
  }
}

/**
 * `db` with at most `slots` connections in use at once through it: a statement holds a slot
 * while it runs, a transaction for its whole length; the rest wait their turn here, in order.
 * The billing run keeps many renewals in flight while each waits on the payment provider
 * (decision 0140); this keeps their database work from taking every pooled connection, so
 * requests served alongside always find one.
 */
export function limitDatabaseWork(db: Database, slots: number): Database {
  let inUse = 0;
  const waiting: (() => void)[] = [];
  const insideTransaction = new AsyncLocalStorage<true>();

  const acquire = async (): Promise<void> => {
    if (insideTransaction.getStore()) throw new NestedConnectionError();
    if (inUse < slots) {
      inUse += 1;
      return;
    }
    // The slot is handed over by `release`, so `inUse` stays counted for the waiter.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else inUse -= 1;
  };
  const limited = async <T>(work: () => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await work();
    } finally {
      release();
    }
  };

  return {
    ...db,
    query: (sql, params) => limited(() => db.query(sql, params)),
    exec: (sql) => limited(() => db.exec(sql)),
    transaction: <T>(work: (tx: Queryable) => Promise<T>) =>
      limited(() => db.transaction((tx) => insideTransaction.run(true, () => work(tx)))),
  };
}
