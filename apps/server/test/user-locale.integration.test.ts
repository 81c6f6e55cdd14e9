import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('The chosen language on %s (decision 0057)', (kind) => {
  let t: TestApp;
  let active: string;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp(kind, { seed: true, env: { WEB_DIST_DIR: webDist } });
    active = await signIn(t, 'active@demo.burrow.test');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const putLocale = (locale: unknown, cookie?: string) =>
    t.request({
      method: 'PUT',
      url: '/api/v2/users/locale',
      payload: { locale },
      ...(cookie ? { cookie } : {}),
    });
  const me = async () =>
    (await t.request({ method: 'GET', url: '/api/v2/users/me', cookie: active })).json();

  it('remembers a published language for the signed-in customer', async () => {
    const response = await putLocale('de', active);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locale: 'de' });
    expect((await me()).locale).toBe('de');

    // Site prefixes, not language tags: Japanese is `jp`.
    expect((await putLocale('jp', active)).statusCode).toBe(200);
    expect((await me()).locale).toBe('jp');
  });

  it('refuses a language that is not published, and changes nothing', async () => {
    await putLocale('fr', active);
    for (const locale of ['xx', 'ja', '', 42]) {
      const response = await putLocale(locale, active);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    }
    expect((await me()).locale).toBe('fr');
  });

  it('needs a session', async () => {
    expect((await putLocale('de')).statusCode).toBe(401);
  });

  it('serves the web app under every language prefix', async () => {
    for (const url of [
      '/de/account-billing',
      '/jp/checkout?plan=x',
      '/zh-cn',
      '/ar/subscriptions',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
    }
  });
});
