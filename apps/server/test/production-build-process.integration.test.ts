import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle } from '../scripts/bundle.mjs';
import { TEST_ENTITLEMENT_SIGNING_KEYS } from './support/entitlement-signing-keys';
import {
  freePort,
  runEntryPoint,
  startServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from './support/server-process';
import { createTestDatabase, testDatabaseKinds } from './support/test-database';

/**
 * What `npm run build` makes is all production runs (decision 0130): the server, the billing
 * command and the operator's CLI start from apps/server/dist after `npm ci --omit=dev`, with
 * no dev dependency (tsx, esbuild, vitest, TypeScript) and no source tree.
 */
const run = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverRoot, '../..');
const DEV_ONLY = ['tsx', 'esbuild', 'vitest', 'typescript'];
const WEB_MARKER = 'the built web app';

const made: string[] = [];
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** The manifests `npm ci` reads: the root's, the lockfile and every workspace's package.json. */
function copyManifests(to: string): void {
  const root = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  for (const file of [
    'package.json',
    'package-lock.json',
    ...root.workspaces.map((w) => `${w}/package.json`),
  ]) {
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, file), path.join(to, file));
  }
}

/**
 * `npm ci --omit=dev` over the repository's manifests, once per lockfile: kept in the
 * system's temp folder by the lockfile's hash, so a rerun takes seconds, not a download.
 */
async function productionInstall(): Promise<string> {
  const lockHash = createHash('sha256')
    .update(fs.readFileSync(path.join(repoRoot, 'package-lock.json')))
    .digest('hex')
    .slice(0, 16);
  const installed = path.join(os.tmpdir(), `burrow-production-install-${lockHash}`);
  if (fs.existsSync(path.join(installed, 'node_modules'))) return installed;
  const staging = fs.mkdtempSync(`${installed}-staging-`);
  try {
    copyManifests(staging);
    // Not the settings of an npm that started this test (`npm test -w …` would pass its own).
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
    );
    await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: staging, env });
    // Whole or not at all: a run that finds the folder finds a finished install.
    fs.renameSync(staging, installed);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Another run finished the same install first.
    if (!fs.existsSync(path.join(installed, 'node_modules'))) throw error;
  }
  return installed;
}

describe('the production bundle’s dependency check', () => {
  it('fails the build, naming the package, when a bundle imports one production would not install', async () => {
    const dir = tempDir('burrow-bundle-check-');
    fs.writeFileSync(path.join(dir, 'uses-dev.ts'), "import 'smtp-server';\nimport 'node:fs';\n");
    fs.writeFileSync(path.join(dir, 'uses-prod.ts'), "import 'nodemailer';\nimport 'zod/v4';\n");
    const packageJson = path.join(serverRoot, 'package.json');
    await expect(
      bundle({
        entryPoints: { 'uses-dev': path.join(dir, 'uses-dev.ts') },
        outdir: path.join(dir, 'dev'),
        packageJson,
      }),
    ).rejects.toThrow(/uses-dev\.js imports smtp-server, which is not in the dependencies/);
    await expect(
      bundle({
        entryPoints: { 'uses-prod': path.join(dir, 'uses-prod.ts') },
        outdir: path.join(dir, 'prod'),
        packageJson,
      }),
    ).resolves.toBeUndefined();
  });
});

describe('the production build after npm ci --omit=dev', () => {
  // What an operator copies to the production host: the manifests, the server's dist/, the
  // web app's dist/ and the content texts, with node_modules from a production install.
  let app: string;
  const dist = () => path.join(app, 'apps/server/dist');

  beforeAll(async () => {
    app = tempDir('burrow-production-build-');
    const [installed] = await Promise.all([
      productionInstall(),
      run(process.execPath, [
        path.join(serverRoot, 'scripts/build.mjs'),
        path.join(app, 'apps/server/dist'),
      ]),
    ]);
    copyManifests(app);
    fs.symlinkSync(path.join(installed, 'node_modules'), path.join(app, 'node_modules'), 'dir');
    fs.cpSync(path.join(repoRoot, 'content'), path.join(app, 'content'), { recursive: true });
    // Vite's output is static files; the server serves whatever apps/web/dist holds.
    fs.mkdirSync(path.join(app, 'apps/web/dist'), { recursive: true });
    fs.writeFileSync(
      path.join(app, 'apps/web/dist/index.html'),
      `<!doctype html><title>${WEB_MARKER}</title>`,
    );
  }, 300_000);

  it('has no dev dependency and no source tree to run from', () => {
    for (const name of DEV_ONLY) {
      expect(fs.existsSync(path.join(app, 'node_modules', name)), name).toBe(false);
    }
    expect(fs.existsSync(path.join(app, 'node_modules/nodemailer'))).toBe(true);
    expect(fs.readdirSync(dist()).filter((file) => file.endsWith('.js'))).toEqual([
      'admin-cli.js',
      'billing-cli.js',
      'server.js',
    ]);
    expect(fs.readdirSync(path.join(dist(), 'migrations')).length).toBeGreaterThan(0);
    for (const workspace of ['apps/server', 'packages/domain', 'packages/contract']) {
      expect(fs.existsSync(path.join(app, workspace, 'src')), workspace).toBe(false);
    }
  });

  describe.each(testDatabaseKinds)('on %s', (kind) => {
    let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
    let server: ServerProcess | undefined;
    let env: Record<string, string>;
    // The mail server production sends to: what arrived, by recipient.
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
          callback();
        });
      },
    });

    beforeAll(async () => {
      const smtpPort = await freePort();
      await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
      const port = await freePort();
      const where: Record<string, string> =
        kind === 'pglite'
          ? { DATA_DIR: tempDir('burrow-production-data-') }
          : await createTestDatabase(kind).then((created) => {
              database = created;
              return { DATABASE_URL: created.url ?? '' };
            });
      env = {
        // Production as a staging site: the sandbox gateway is the payment provider there
        // that needs no outside service (decision 0068); everything else is production's.
        NODE_ENV: 'production',
        SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
        ENTITLEMENT_SIGNING_KEYS: TEST_ENTITLEMENT_SIGNING_KEYS,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PORT: String(port),
        BILLING_RUN_INTERVAL_SECONDS: '0',
        SHUTDOWN_DRAIN_SECONDS: '0',
        ...where,
      };
    });
    afterAll(async () => {
      server?.child.kill('SIGKILL');
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await database?.db.close();
    });

    it('serves, answers ready, sends email over SMTP and stops cleanly on SIGTERM', async () => {
      server = startServerProcess({ ...env, LOG_LEVEL: 'info' }, path.join(dist(), 'server.js'));
      await waitUntilHealthy(server);
      expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(200);
      expect(await (await fetch(`${server.baseUrl}/`)).text()).toContain(WEB_MARKER);
      expect((await fetch(`${server.baseUrl}/api/v1/content/terms`)).status).toBe(200);
      expect(server.output()).toMatch(/"emailDelivery":"smtp".*"msg":"email ready"/);

      // The contact form emails support and acknowledges to the sender, over SMTP.
      const sent = await fetch(`${server.baseUrl}/api/v1/support/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: env.PUBLIC_URL ?? '' },
        body: JSON.stringify({
          topic: 'billing',
          email: 'ada@example.com',
          message: 'Where is my receipt, please?',
        }),
      });
      expect(sent.status).toBe(201);
      await expect
        .poll(() => [...received].sort(), { timeout: 15_000, interval: 200 })
        .toEqual(['ada@example.com', 'support@burrow.test']);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    });

    it('runs the billing command and the operator’s CLI on the same database', async () => {
      const billing = await runEntryPoint(
        path.join(dist(), 'billing-cli.js'),
        ['--until', '2027-01-01T00:00:00Z'],
        env,
      );
      expect(billing.code, billing.output).toBe(0);
      expect(JSON.parse(billing.stdout)).toMatchObject({
        until: '2027-01-01T00:00:00.000Z',
        renewed: 0,
        failed: 0,
      });

      const admin = await runEntryPoint(
        path.join(dist(), 'admin-cli.js'),
        ['storefront', 'list'],
        env,
      );
      expect(admin.code, admin.output).toBe(0);
      expect(
        admin.stdout
          .trim()
          .split('\n')
          .map((line) => (JSON.parse(line) as { id: string }).id),
      ).toEqual(['burrow']);
    });
  });
});
