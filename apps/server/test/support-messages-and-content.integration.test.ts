import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseContent } from '@burrow/domain/content-markdown';
import { CONTENT_PAGES } from '@burrow/domain/content-pages';
import { isPagePath } from '@burrow/domain/page-routes';
import { MONEY_BACK_GUARANTEE_DAYS } from '@burrow/domain/money-back-guarantee';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentPage } from '../src/modules/content/content-files';
import { hashPassword } from '../src/modules/identity/passwords';
import { loadConfig } from '../src/platform/config';
import { insertUser } from '../src/modules/identity/user-repository';
import { createTestApp, latestEmailTo, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const MESSAGE_URL = '/api/v1/support/messages';
const PASSWORD = 'a long unusual passphrase';

describe.each(testDatabaseKinds)('legal and help pages from content files on %s', (kind) => {
  let t: TestApp;
  let operatorDir: string;
  beforeAll(async () => {
    operatorDir = await mkdtemp(path.join(os.tmpdir(), 'burrow-content-'));
    await mkdir(path.join(operatorDir, 'en'));
    await writeFile(
      path.join(operatorDir, 'en', 'terms.md'),
      [
        '# Our own terms',
        '',
        '<script>alert(1)</script> [click](javascript:alert(1)) and [privacy](/privacy-policy)',
      ].join('\n'),
    );
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const page = (slug: string, locale?: string) =>
    t.request({
      method: 'GET',
      url: `/api/v1/content/${slug}${locale ? `?locale=${locale}` : ''}`,
    });

  it('serves every content page in English, marked as the template shipped with Burrow', async () => {
    for (const { slug } of CONTENT_PAGES) {
      const response = await page(slug);
      expect(response.statusCode, slug).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ slug, locale: 'en', fallback: false, template: true });
      expect(body.title, slug).not.toBe('');
      expect(body.blocks.length, slug).toBeGreaterThan(2);
    }
  });

  it('serves German and Arabic where they exist, and English marked as a fallback elsewhere', async () => {
    expect((await page('terms', 'de')).json()).toMatchObject({
      locale: 'de',
      fallback: false,
      title: 'Nutzungsbedingungen',
    });
    expect((await page('refund-policy', 'ar')).json()).toMatchObject({
      locale: 'ar',
      fallback: false,
    });
    expect((await page('terms', 'fr')).json()).toMatchObject({
      locale: 'en',
      fallback: true,
      title: 'Terms of service',
    });
    // An unpublished language is English, asked for as such.
    expect((await page('support', 'xx')).json()).toMatchObject({ locale: 'en', fallback: false });
  });

  it('states the guarantee the code enforces: 30 days, 24 hours to withdraw, in every language', async () => {
    for (const locale of ['en', 'de', 'ar']) {
      const text = JSON.stringify((await page('refund-policy', locale)).json().blocks);
      expect(text, locale).toContain(String(MONEY_BACK_GUARANTEE_DAYS));
      expect(text, locale).toContain('24');
    }
  });

  it('links only to pages of the route table, in every shipped file', async () => {
    const dead: string[] = [];
    for (const locale of await readdir(t.config.contentDir)) {
      for (const file of await readdir(path.join(t.config.contentDir, locale))) {
        const source = await readFile(path.join(t.config.contentDir, locale, file), 'utf8');
        const links = parseContent(source).blocks.flatMap((block) =>
          (block.type === 'list' ? block.items.flat() : block.inlines).flatMap((inline) =>
            inline.type === 'link' ? [inline.href] : [],
          ),
        );
        for (const href of links) {
          if (href.startsWith('/') && !isPagePath(href)) dead.push(`${locale}/${file}: ${href}`);
        }
      }
    }
    expect(dead).toEqual([]);
  });

  it('answers 404 for a page with no file, and never reads outside the folder', async () => {
    const missing = await page('no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    for (const slug of ['..%2F..%2Fpackage.json', '%2Fetc%2Fpasswd', 'Terms', 'terms.md']) {
      expect((await page(slug)).statusCode, slug).toBeGreaterThanOrEqual(400);
    }
  });

  it("reads the operator's files from the configured folder as text, never as markup", async () => {
    const config = loadConfig({ NODE_ENV: 'test', CONTENT_DIR: operatorDir });
    expect(config.contentDir).toBe(operatorDir);
    expect(await readContentPage(config.contentDir, 'terms', 'de')).toEqual({
      slug: 'terms',
      locale: 'en',
      fallback: true,
      title: 'Our own terms',
      template: false,
      blocks: [
        {
          type: 'paragraph',
          inlines: [
            { type: 'text', text: '<script>alert(1)</script> click) and ' },
            { type: 'link', text: 'privacy', href: '/privacy-policy' },
          ],
        },
      ],
    });
    // The shipped files are not mixed in: the operator's folder is the whole content.
    await expect(readContentPage(config.contentDir, 'privacy', 'en')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe.each(testDatabaseKinds)('the contact form on %s', (kind) => {
  let t: TestApp;
  let clients = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { SUPPORT_EMAIL: 'help-desk@burrow.test' } });
  });
  afterAll(() => t.close());

  /** A browser of its own, so the per-client limit only counts where a test means it to. */
  function newClient(cookie?: string) {
    clients += 1;
    const remoteAddress = `203.0.113.${clients}`;
    return (payload: object, extraCookie?: string) => {
      t.clock.advance(1000);
      const cookies = [cookie, extraCookie].filter(Boolean).join('; ');
      return t.request({
        method: 'POST',
        url: MESSAGE_URL,
        payload,
        remoteAddress,
        ...(cookies ? { cookie: cookies } : {}),
      });
    };
  }

  const stored = (email: string) =>
    t.app.db.query<{ user_id: string | null; topic: string; message: string; locale: string }>(
      `SELECT user_id, topic, message, locale FROM support_messages WHERE email = $1`,
      [email],
    );

  it.each([
    [
      'an unknown topic, a broken address and a short message',
      { topic: 'sales', email: 'ada@', message: 'help' },
      { topic: 'topic_required', email: 'email_invalid', message: 'message_too_short' },
    ],
    [
      'a message over 4,000 characters',
      { topic: 'other', email: 'ada@example.com', message: 'x'.repeat(4001) },
      { message: 'message_too_long' },
    ],
  ])('refuses %s with stable codes per field', async (_, payload, fields) => {
    const response = await newClient()(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid_request', details: { fields } });
    expect(await stored(payload.email)).toEqual([]);
  });

  it('stores a visitor’s message, emails support and acknowledges in the page’s language', async () => {
    const email = 'visitor@example.com';
    const response = await newClient()(
      { topic: 'billing', email: `  ${email} `, message: '  Can I pay by bank transfer?  ' },
      'locale=de',
    );
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(response.json()).toEqual({ reference: expect.stringMatching(/^[0-9A-F]{8}$/), email });
    expect(await stored(email)).toEqual([
      { user_id: null, topic: 'billing', message: 'Can I pay by bank transfer?', locale: 'de' },
    ]);
    const toSupport = await latestEmailTo(t, 'help-desk@burrow.test');
    expect(toSupport.subject).toBe(`Contact form ${reference}: Billing and payments`);
    expect(toSupport.text).toContain(`From: ${email}`);
    expect(toSupport.text).toContain('Not signed in');
    expect(toSupport.text).toContain('Can I pay by bank transfer?');
    const acknowledgement = await latestEmailTo(t, email);
    expect(acknowledgement.subject).toBe(`Wir haben Ihre Nachricht erhalten (${reference})`);
    expect(acknowledgement.text).toContain('Can I pay by bank transfer?');
  });

  it('links a signed-in customer’s message to the account and answers in their language', async () => {
    const email = 'arabic-reader@example.com';
    const user = await insertUser(
      t.app.db,
      {
        tenantId: 'burrow',
        email,
        passwordHash: await hashPassword(PASSWORD),
        emailVerifiedAt: t.clock.now(),
        locale: 'ar',
      },
      t.clock.now(),
    );
    const cookie = await signIn(t, email, PASSWORD);
    // The form's address may differ from the account's: answers go where the form says.
    const replyTo = 'arabic-reader+work@example.com';
    const response = await newClient(cookie)({
      topic: 'technical',
      email: replyTo,
      message: 'The app does not connect on my phone.',
    });
    expect(response.statusCode).toBe(201);
    expect(await stored(replyTo)).toEqual([
      expect.objectContaining({ user_id: user!.id, topic: 'technical', locale: 'ar' }),
    ]);
    expect((await latestEmailTo(t, 'help-desk@burrow.test')).text).toContain(
      `Signed in as: ${email}`,
    );
    expect((await latestEmailTo(t, replyTo)).subject).toContain('تلقّينا رسالتك');
  });

  it('limits messages per address, so nobody can flood an inbox through the form', async () => {
    const email = 'flooded@example.com';
    const form = { topic: 'other', email, message: 'Is this address yours?' };
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await newClient()(form)).statusCode).toBe(201);
    }
    const refused = await newClient()(form);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await stored(email)).toHaveLength(5);
  });

  it('limits messages per client, whatever address each names', async () => {
    const send = newClient();
    for (let sent = 0; sent < 10; sent += 1) {
      const email = `many-${sent}@example.com`;
      expect((await send({ topic: 'other', email, message: 'One of many.' })).statusCode).toBe(201);
    }
    const refused = await send({
      topic: 'other',
      email: 'many-x@example.com',
      message: 'One message more.',
    });
    expect(refused.statusCode).toBe(429);
  });
});
