import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('liveness and readiness on %s (decision 0116)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const health = () => t.request({ method: 'GET', url: '/api/health' });
  const ready = () => t.request({ method: 'GET', url: '/api/ready' });

  it('answers liveness with {status:"ok"} and nothing about the installation', async () => {
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.body).not.toMatch(/\.sql|migration|pglite|postgres|version|\d{4}_/i);
  });

  it('serves no metrics when no METRICS_TOKEN is configured (decision 0127)', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer anything-at-all-anything-at-all-123' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('burrow_');
  });

  it('is ready when the database answers and every shipped migration is applied', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while a shipped migration is not applied, and names no migration', async () => {
    const [removed] = await t.app.db.query<{ name: string }>(
      'DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name',
    );
    const latest = removed?.name ?? '';
    expect(latest).toMatch(/\.sql$/);
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not_ready', reasons: ['migrations_pending'] });
      expect(response.body).not.toContain(latest.replace(/\.sql$/, ''));
    } finally {
      await t.app.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [latest]);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is not ready when the readiness query fails, while liveness still answers', async () => {
    await t.app.db.query('ALTER TABLE schema_migrations RENAME TO schema_migrations_away');
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not_ready', reasons: ['database_unavailable'] });
      expect((await health()).json()).toEqual({ status: 'ok' });
    } finally {
      await t.app.db.query('ALTER TABLE schema_migrations_away RENAME TO schema_migrations');
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is not ready once draining has started, while it still serves requests', async () => {
    t.app.readiness.startDraining();
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not_ready', reasons: ['draining'] });
    expect((await health()).statusCode).toBe(200);
    // A new process (a restart) starts ready again.
    await t.restart();
    expect((await ready()).statusCode).toBe(200);
  });
});
