import { execSync, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { measureCheckout } from './checkout-load';
import { measureThroughput } from './http-load';
import { freePort, productionEnv } from './server-process';

const root = path.resolve(import.meta.dirname, '../..');
execSync('dropdb --if-exists --force -h 127.0.0.1 -U postgres burrow_probe_lead; createdb -h 127.0.0.1 -U postgres burrow_probe_lead');
const url = 'postgres://postgres@127.0.0.1:5432/burrow_probe_lead';
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  cwd: path.join(root, 'apps/server/dist'),
  env: { PATH: process.env.PATH ?? '', ...productionEnv(baseUrl), HOST: '127.0.0.1', PORT: String(port), BILLING_RUN_INTERVAL_SECONDS: '0', TRUST_PROXY: 'true', DATABASE_URL: url },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; i < 600; i++) { try { if ((await fetch(`${baseUrl}/api/health`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
const client = new pg.Client(url); await client.connect();
await measureCheckout(baseUrl, 10, 3, 'warm');
await client.query('select pg_stat_reset()');
const figures = await measureCheckout(baseUrl, 10, 8, 'probe');
await new Promise(r => setTimeout(r, 1000));
const stats = await client.query(`select relname, seq_scan, seq_tup_read, idx_scan, n_live_tup from pg_stat_user_tables where seq_scan > 0 order by seq_tup_read desc limit 25`);
console.log('orders', figures.completed);
console.table(stats.rows);
await client.query('select pg_stat_reset()');
await measureThroughput(baseUrl, { path: '/api/v2/subscriptions/', cookies: figures.sessionCookies }, 10, 5);
await new Promise(r => setTimeout(r, 1000));
const stats2 = await client.query(`select relname, seq_scan, seq_tup_read, idx_scan, n_live_tup from pg_stat_user_tables where seq_scan > 0 order by seq_tup_read desc limit 25`);
console.table(stats2.rows);
await client.end();
child.kill('SIGTERM');
await new Promise(r => child.on('exit', r));
