import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import {
  freePort,
  startServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from './support/server-process';
import { createTestDatabase } from './support/test-database';

const NGINX = '/usr/sbin/nginx';
const OPENSSL = '/usr/bin/openssl';
const RECIPE = path.resolve(import.meta.dirname, '../../../docs/operations/nginx/burrow.conf');
const BUYERS = 16;
const LANES = 4;
// Node B is killed once this many purchases have finished, while the other lanes are mid-way.
const KILL_AFTER = 6;
// The buyer's own address: nginx reaches the servers from 127.0.0.1, the buyer comes from here.
const BUYER_ADDRESS = '127.0.0.2';
// What a client claims to be in its own X-Forwarded-For (TEST-NET-3, RFC 5737).
const SPOOFED_ADDRESS = '203.0.113.77';
const CUSTOMER = { residenceCountry: 'US', residenceState: 'NY', residenceZipcode: '10001' };

function skipReason(): string | undefined {
  if (!fs.existsSync(NGINX)) return `${NGINX} is missing (apt-get install -y nginx)`;
  if (!fs.existsSync(OPENSSL)) return `${OPENSSL} is missing (apt-get install -y openssl)`;
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set (needs PostgreSQL)';
  return undefined;
}
const skipped = skipReason();

/** The recipe with one of its example values replaced; a recipe without it fails loudly. */
function substitute(text: string, example: string, value: string): string {
  if (!text.includes(example)) throw new Error(`the nginx recipe no longer contains "${example}"`);
  return text.split(example).join(value);
}

interface Answer {
  status: number;
  text: string;
}

/**
 * docs/operations/nginx/burrow.conf as written, in front of two Burrow servers on one
 * PostgreSQL database: buyers check out through it, one server is killed with SIGKILL
 * midway, and they keep buying. Nothing is lost or doubled, and the servers see the buyer's
 * real address whatever X-Forwarded-For the buyer sent.
 */
describe.skipIf(skipped !== undefined)(
  `nginx's recipe in front of two servers${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    let tempDir = '';
    const servers: ServerProcess[] = [];
    let nginx: ChildProcess | undefined;
    let nginxExited: Promise<unknown> = Promise.resolve();
    let nginxOutput = '';
    let closeDatabase: (() => Promise<void>) | undefined;

    afterAll(async () => {
      nginx?.kill('SIGTERM');
      for (const server of servers) server.child.kill('SIGKILL');
      await Promise.all([nginxExited, ...servers.map((server) => server.exited)]);
      await closeDatabase?.();
      if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
    });

    function makeCertificate(): { cert: string; key: string } {
      const cert = path.join(tempDir, 'cert.pem');
      const key = path.join(tempDir, 'key.pem');
      const made = spawnSync(OPENSSL, [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ]);
      if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr.toString()}`);
      return { cert, key };
    }

    async function startNginx(
      ports: { https: number; http: number; nodeA: number; nodeB: number },
      tls: { cert: string; key: string },
    ): Promise<string> {
      let recipe = fs.readFileSync(RECIPE, 'utf8');
      recipe = substitute(recipe, '10.0.0.11:3000', `127.0.0.1:${ports.nodeA}`);
      recipe = substitute(recipe, '10.0.0.12:3000', `127.0.0.1:${ports.nodeB}`);
      recipe = substitute(recipe, 'listen 443 ', `listen 127.0.0.1:${ports.https} `);
      recipe = substitute(recipe, 'listen 80;', `listen 127.0.0.1:${ports.http};`);
      recipe = substitute(recipe, '/etc/ssl/certs/shop.example.com.pem', tls.cert);
      recipe = substitute(recipe, '/etc/ssl/private/shop.example.com.key', tls.key);
      fs.writeFileSync(path.join(tempDir, 'burrow.conf'), recipe);
      // Everything nginx writes stays in the temp dir; workers (nobody, when run as root)
      // must reach its temp paths.
      fs.chmodSync(tempDir, 0o755);
      const main = [
        'daemon off;',
        'worker_processes 1;',
        `pid ${tempDir}/nginx.pid;`,
        `error_log ${tempDir}/error.log warn;`,
        'events { worker_connections 256; }',
        'http {',
        `  log_format upstreams '$upstream_addr $status $request';`,
        `  access_log ${tempDir}/access.log upstreams;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${tempDir}/${kind}_temp;`,
        ),
        `  include ${tempDir}/burrow.conf;`,
        '}',
      ].join('\n');
      const mainPath = path.join(tempDir, 'nginx.conf');
      fs.writeFileSync(mainPath, main);
      nginx = spawn(NGINX, ['-p', `${tempDir}/`, '-e', `${tempDir}/error.log`, '-c', mainPath], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      nginx.stdout?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
      nginx.stderr?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
      const child = nginx;
      nginxExited = new Promise((resolve) => child.on('exit', resolve));
      return fs.readFileSync(tls.cert, 'utf8');
    }

    it('loses no purchase when a server dies, and passes the real client address', async () => {
      tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-nginx-'));
      const database = await createTestDatabase('postgres');
      closeDatabase = () => database.db.close();
      const { db } = database;
      const ports = {
        https: await freePort(),
        http: await freePort(),
        nodeA: await freePort(),
        nodeB: await freePort(),
      };
      const publicUrl = `https://localhost:${ports.https}`;
      // Demo seeding is off: the catalogue comes with the migrations.
      const boot = (port: number) => {
        const server = startServerProcess({
          DATABASE_URL: database.url ?? '',
          PORT: String(port),
          PUBLIC_URL: publicUrl,
          TRUST_PROXY: 'true',
          SEED_DEMO_DATA: 'false',
          BILLING_RUN_INTERVAL_SECONDS: '0',
        });
        servers.push(server);
        return server;
      };
      const nodeA = boot(ports.nodeA);
      const nodeB = boot(ports.nodeB);
      const ca = await startNginx(ports, makeCertificate());
      await Promise.all([waitUntilHealthy(nodeA, 60_000), waitUntilHealthy(nodeB, 60_000)]);

      // The buyer speaks HTTPS to nginx only, from its own address, lying about it.
      const call = (method: string, url: string, body?: unknown): Promise<Answer> =>
        new Promise((resolve, reject) => {
          const payload = body === undefined ? undefined : JSON.stringify(body);
          const request = https.request(
            {
              host: '127.0.0.1',
              port: ports.https,
              localAddress: BUYER_ADDRESS,
              ca,
              servername: 'localhost',
              method,
              path: url,
              agent: false,
              headers: {
                host: `localhost:${ports.https}`,
                origin: publicUrl,
                'x-forwarded-for': SPOOFED_ADDRESS,
                ...(payload ? { 'content-type': 'application/json' } : {}),
              },
            },
            (response) => {
              let text = '';
              response.on('data', (chunk: Buffer) => (text += chunk.toString()));
              response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
              response.on('error', reject);
            },
          );
          request.on('error', reject);
          request.end(payload);
        });
      // As the web app does: a 5xx or no answer is tried again.
      const callRetrying = async (method: string, url: string, body?: unknown) => {
        for (let tries = 0; ; tries += 1) {
          const answer = await call(method, url, body).catch((error: Error): Answer => ({
            status: 0,
            text: error.message,
          }));
          if ((answer.status !== 0 && answer.status < 500) || tries === 5) return answer;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      };

      let proxyUp = await call('GET', '/api/ready').catch(() => undefined);
      for (let tries = 0; proxyUp?.status !== 200 && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        proxyUp = await call('GET', '/api/ready').catch(() => undefined);
      }
      expect(proxyUp?.status, nginxOutput).toBe(200);

      let finished = 0;
      let killed: Promise<unknown> | undefined;
      const buy = async (n: number): Promise<Answer> => {
        const priceIds = ['vpn-basic-1m-usd'];
        const estimate = await callRetrying('POST', '/api/v1/estimate', {
          offerId: 'default',
          priceIds,
          customer: CUSTOMER,
        });
        expect(estimate.status, estimate.text).toBe(200);
        const intent = await callRetrying('POST', '/api/v1/payment-intent', {
          checkoutAttemptId: `nginx-buyer-${n}`,
          amount: JSON.parse(estimate.text).dueToday,
          paymentMethodType: 'card',
        });
        expect(intent.status, intent.text).toBe(201);
        const { paymentIntentId, chargebeeBody } = JSON.parse(intent.text);
        const { clientSecret } = JSON.parse(chargebeeBody) as { clientSecret: string };
        // A confirm whose answer was lost may have authorised already; the checkout judges.
        await callRetrying('POST', `/sandbox-gateway/v1/intents/${paymentIntentId}/confirm`, {
          client_secret: clientSecret,
          test_token: 'tok_visa',
        });
        let checkout: Answer = { status: 0, text: '' };
        // The web app's retry policy: a new attempt id for each try, the same paid intent; a
        // 409 checkout_in_progress (the dead node's hold, until PostgreSQL notices the death)
        // is the buyer pressing "Try again".
        for (let attempt = 0; attempt < 8; attempt += 1) {
          checkout = await call('POST', '/api/v1/checkout', {
            priceId: priceIds[0],
            priceIds,
            paymentIntentId,
            checkoutAttemptId: `nginx-buyer-${n}-${attempt}`,
            paymentSourceType: 'card',
            offerId: 'default',
            customer: { ...CUSTOMER, email: `nginx-${n}@example.com` },
          }).catch((error: Error): Answer => ({ status: 0, text: error.message }));
          const inProgress =
            checkout.status === 409 && checkout.text.includes('"checkout_in_progress"');
          if (checkout.status !== 0 && checkout.status < 500 && !inProgress) break;
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        finished += 1;
        if (finished === KILL_AFTER) {
          nodeB.child.kill('SIGKILL');
          killed = nodeB.exited;
        }
        return checkout;
      };
      const lanes = Array.from({ length: LANES }, async (_, lane) => {
        const answers: Answer[] = [];
        for (let n = lane; n < BUYERS; n += LANES) answers.push(await buy(n));
        return answers;
      });
      const answers = (await Promise.all(lanes)).flat();
      await killed;
      expect(nodeB.child.signalCode).toBe('SIGKILL');

      // Every buyer was told their purchase went through.
      for (const answer of answers) expect([200, 201], answer.text).toContain(answer.status);
      // Both servers took purchases: the upstream log names each.
      const served = fs.readFileSync(path.join(tempDir, 'access.log'), 'utf8');
      expect(served).toMatch(
        new RegExp(`127\\.0\\.0\\.1:${ports.nodeA} \\d+ POST /api/v1/checkout`),
      );
      expect(served).toMatch(
        new RegExp(`127\\.0\\.0\\.1:${ports.nodeB} \\d+ POST /api/v1/checkout`),
      );

      await expectNothingLostOrDoubled(db);

      // The per-address limits counted the buyer's real address, never the one it claimed,
      // nor nginx's own.
      const buckets = await db.query<{ bucket: string }>('SELECT bucket FROM rate_limit_hits');
      expect(buckets.map((row) => row.bucket)).toContain(`checkout:client:burrow:${BUYER_ADDRESS}`);
      for (const { bucket } of buckets) {
        expect(bucket).not.toContain(SPOOFED_ADDRESS);
        expect(bucket).not.toMatch(/:127\.0\.0\.1$/);
      }

      // The public site never serves metrics, whatever a client sends.
      expect((await call('GET', '/metrics')).status).toBe(404);
    }, 90_000);
  },
);

async function expectNothingLostOrDoubled(db: Database): Promise<void> {
  const count = async (sql: string) => (await db.query<{ n: number }>(sql))[0]?.n ?? -1;
  expect(await count(`SELECT count(*)::int AS n FROM users`)).toBe(BUYERS);
  // Each buyer: one subscription, paid by one invoice, for one charge never refunded.
  const perBuyer = await db.query<{
    subscriptions: number;
    invoices: number;
    charges: number;
  }>(
    `SELECT (SELECT count(*) FROM subscriptions s WHERE s.user_id = u.id)::int AS subscriptions,
            (SELECT count(*) FROM invoices i WHERE i.user_id = u.id AND i.status = 'paid')::int AS invoices,
            (SELECT count(*) FROM invoices i JOIN sandbox_gateway_charges c ON c.id = i.charge_id
              WHERE i.user_id = u.id AND c.status = 'succeeded' AND c.amount_minor = i.total_minor)::int AS charges
       FROM users u`,
  );
  expect(perBuyer).toHaveLength(BUYERS);
  for (const buyer of perBuyer)
    expect(buyer).toEqual({ subscriptions: 1, invoices: 1, charges: 1 });
  expect(await count(`SELECT count(*)::int AS n FROM invoices`)).toBe(BUYERS);
  expect(
    await count(
      `SELECT count(*)::int AS n FROM sandbox_gateway_charges WHERE status = 'succeeded'`,
    ),
  ).toBe(BUYERS);
  expect(await count(`SELECT count(*)::int AS n FROM sandbox_gateway_refunds`)).toBe(0);
  expect(
    await count(`SELECT count(*)::int AS n FROM checkout_payments WHERE settled_at IS NULL`),
  ).toBe(0);
  // Invoice numbers (BRW-<year>-<n>) run from the storefront's first without a gap.
  const numbers = (
    await db.query<{ number: string }>(`SELECT number FROM invoices WHERE tenant_id = 'burrow'`)
  )
    .map((row) => Number(/(\d+)$/.exec(row.number)?.[1]))
    .sort((a, b) => a - b);
  expect(numbers).toEqual(Array.from({ length: BUYERS }, (_, index) => 100_000 + index));
}
