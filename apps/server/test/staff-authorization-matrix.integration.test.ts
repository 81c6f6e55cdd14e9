import { randomUUID } from 'node:crypto';
import { endpoints } from '@burrow/contract/endpoints';
import {
  STAFF_API_PREFIX,
  staffEndpoints,
  staffPathOf,
  type StaffEndpointName,
} from '@burrow/contract/staff-endpoints';
import { roleAllows, STAFF_ROLES, type StaffRole } from '@burrow/domain/staff-permissions';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidInvoiceId, paidPurchase } from './support/purchase';
import { servedRoutes } from './support/served-routes';
import {
  authenticatedStaff,
  codeNow,
  invitationTokenFor,
  newStaff,
  staffSessionCookie,
} from './support/staff-session';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import { staffStorefrontPath } from '@burrow/contract/staff-storefronts';
import { contextOf } from '../src/app-context';
import { createWebhookEndpoint } from '../src/modules/outbound-webhooks/webhook-endpoints';
import { createServiceKey } from '../src/modules/service-keys/service-key-service';
import { enqueueEmail } from '../src/modules/notifications/outbox';
import { inviteStaff } from '../src/modules/staff/staff-invitations';

/**
 * Every endpoint of the staff registry × {signed out, a customer, each staff role}: the
 * console's counterpart of authorization-matrix (decisions 0113, 0114). A staff endpoint
 * added to the registry fails here until it has a request below.
 */
type Caller = 'signed out' | 'customer' | StaffRole;

/** A valid request to each endpoint, as the console sends it. */
const REQUESTS: Record<
  StaffEndpointName,
  (t: TestApp) => Promise<{ url?: string; payload?: object }>
> = {
  staffSignIn: async (t) => {
    const staff = await newStaff(t, 'support');
    return {
      payload: { email: staff.email, password: staff.password, totp_code: codeNow(t, staff) },
    };
  },
  staffSignOut: async () => ({}),
  staffMe: async () => ({}),
  staffSearchCustomers: async () => ({
    url: `${staffEndpoints.staffSearchCustomers.path}?query=active%40demo`,
  }),
  staffCustomer: async (t) => {
    const [customer] = await t.app.db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = 'active@demo.burrow.test'`,
    );
    return {
      url: staffEndpoints.staffCustomer.path.replace(':customerId', customer?.id ?? 'missing'),
    };
  },
  staffAuditLog: async () => ({ url: `${staffEndpoints.staffAuditLog.path}?page=1` }),
  // A purchase of its own for each caller: a role allowed to refund gives it back in full.
  staffRefundInvoice: async (t) => ({
    url: staffPathOf(staffEndpoints.staffRefundInvoice.path, {
      invoiceId: await paidInvoiceId(t, `refund-${randomUUID()}@example.com`),
    }),
    payload: { revoke_access: false, reason: 'Matrix check', idempotency_key: randomUUID() },
  }),
  // Subscription actions (decision 0121): a purchase of its own for each caller.
  staffExtendSubscription: async (t) => ({
    url: staffPathOf(staffEndpoints.staffExtendSubscription.path, {
      subscriptionId: (await paidPurchase(t, `extend-${randomUUID()}@example.com`)).subscriptionId,
    }),
    payload: { days: 7, reason: 'Matrix check', idempotency_key: randomUUID() },
  }),
  staffCancelSubscription: async (t) => ({
    url: staffPathOf(staffEndpoints.staffCancelSubscription.path, {
      subscriptionId: (await paidPurchase(t, `cancel-${randomUUID()}@example.com`)).subscriptionId,
    }),
    payload: { when: 'period_end', reason: 'Matrix check', idempotency_key: randomUUID() },
  }),
  staffSubscriptionAutobill: async (t) => ({
    url: staffPathOf(staffEndpoints.staffSubscriptionAutobill.path, {
      subscriptionId: (await paidPurchase(t, `autobill-${randomUUID()}@example.com`))
        .subscriptionId,
    }),
    payload: { enabled: false, reason: 'Matrix check' },
  }),
  staffComplimentaryPlans: async (t) => ({
    url: staffPathOf(staffEndpoints.staffComplimentaryPlans.path, {
      customerId: (await paidPurchase(t, `plans-${randomUUID()}@example.com`)).customerId,
    }),
  }),
  // The purchase is Premium; the grant is Basic, which the customer does not have.
  staffGrantComplimentary: async (t) => ({
    url: staffPathOf(staffEndpoints.staffGrantComplimentary.path, {
      customerId: (await paidPurchase(t, `gift-${randomUUID()}@example.com`)).customerId,
    }),
    payload: {
      plan: 'vpn-basic-1m-usd',
      months: 1,
      reason: 'Matrix check',
      idempotency_key: randomUUID(),
    },
  }),
  staffReportSummary: async () => ({
    url: `${staffEndpoints.staffReportSummary.path}?from=2026-11-01&to=2026-11-30`,
  }),
  staffReportInvoicesCsv: async () => ({
    url: `${staffEndpoints.staffReportInvoicesCsv.path}?from=2026-11-01&to=2026-11-30`,
  }),
  staffReportRefundsCsv: async () => ({
    url: `${staffEndpoints.staffReportRefundsCsv.path}?from=2026-11-01&to=2026-11-30&storefront=burrow`,
  }),
  staffListStorefronts: async () => ({}),
  // A slug and host of its own for each caller: only an admin's is made.
  staffCreateStorefront: async () => {
    const slug = `matrix-${randomUUID().slice(0, 8)}`;
    return {
      payload: {
        slug,
        name: 'Matrix shop',
        hosts: [`${slug}.example.test`],
        default_currency: 'EUR',
        default_locale: 'de',
        legal_name: 'Matrix Ltd.',
        address: '1 Test Street',
        tax_id: '',
        support_email: 'support@matrix.example.test',
      },
    };
  },
  staffUpdateStorefront: async () => ({
    url: staffStorefrontPath('burrow'),
    payload: { name: 'Burrow', reason: 'Matrix check' },
  }),
  staffListApiKeys: async () => ({ url: staffStorefrontPath('burrow', '/api-keys') }),
  staffCreateApiKey: async () => ({
    url: staffStorefrontPath('burrow', '/api-keys'),
    payload: {
      name: 'Matrix key',
      scopes: ['entitlements:read'],
      reason: 'Matrix check',
      idempotency_key: randomUUID(),
    },
  }),
  staffRevokeApiKey: async (t) => {
    const key = await createServiceKey(contextOf(t.app), {
      tenantId: 'burrow',
      name: 'Matrix key',
      scopes: ['entitlements:read'],
    });
    return {
      url: staffStorefrontPath('burrow', `/api-keys/${key.id}/revoke`),
      payload: { reason: 'Matrix check' },
    };
  },
  staffListWebhookEndpoints: async () => ({
    url: staffStorefrontPath('burrow', '/webhook-endpoints'),
  }),
  staffCreateWebhookEndpoint: async () => ({
    url: staffStorefrontPath('burrow', '/webhook-endpoints'),
    payload: {
      url: 'https://hooks.example.test/burrow',
      event_types: [],
      reason: 'Matrix check',
      idempotency_key: randomUUID(),
    },
  }),
  staffUpdateWebhookEndpoint: async (t) => ({
    url: staffStorefrontPath('burrow', `/webhook-endpoints/${await matrixEndpointId(t)}`),
    payload: { enabled: false, reason: 'Matrix check' },
  }),
  staffRotateWebhookSecret: async (t) => ({
    url: staffStorefrontPath(
      'burrow',
      `/webhook-endpoints/${await matrixEndpointId(t)}/rotate-secret`,
    ),
    payload: { reason: 'Matrix check', idempotency_key: randomUUID() },
  }),
  staffDunningQueue: async () => ({
    url: `${staffEndpoints.staffDunningQueue.path}?storefront=burrow&provider=card&deadline_within_days=7`,
  }),
  staffDisputeQueue: async () => ({ url: `${staffEndpoints.staffDisputeQueue.path}?status=open` }),
  staffRefundRequestQueue: async () => ({
    url: `${staffEndpoints.staffRefundRequestQueue.path}?page=1`,
  }),
  staffDeletionQueue: async () => ({
    url: `${staffEndpoints.staffDeletionQueue.path}?status=pending`,
  }),
  staffListCoupons: async () => ({ url: `${staffEndpoints.staffListCoupons.path}?status=active` }),
  staffCreateCoupon: async () => ({
    payload: {
      code: `MATRIX-${randomUUID().slice(0, 8)}`,
      storefront: 'burrow',
      description: '10% off, matrix check',
      percent_off: 10,
      audience: 'everyone',
      reason: 'Matrix check',
      idempotency_key: randomUUID(),
    },
  }),
  staffDeactivateCoupon: async (t) => {
    const [coupon] = await t.app.db.query<{ id: string }>(
      `INSERT INTO coupons (tenant_id, code, description, percent_off)
       VALUES ('burrow', $1, 'Matrix check', 10) RETURNING id`,
      [`MATRIX-${randomUUID().slice(0, 8)}`],
    );
    return {
      url: staffPathOf(staffEndpoints.staffDeactivateCoupon.path, {
        couponId: coupon?.id ?? randomUUID(),
      }),
      payload: { reason: 'Matrix check' },
    };
  },
  staffCreateGiftCardBatch: async () => ({
    payload: {
      plan: 'vpn-basic-1m-usd',
      quantity: 2,
      storefront: 'burrow',
      reason: 'Matrix check',
      idempotency_key: randomUUID(),
    },
  }),
  staffListGiftCardBatches: async () => ({}),
  staffGiftCardBatchCodesCsv: async (t) => {
    const [staff] = await t.app.db.query<{ id: string }>(`SELECT id FROM staff_accounts LIMIT 1`);
    const [batch] = await t.app.db.query<{ id: string }>(
      `INSERT INTO gift_card_batches (tenant_id, price_id, quantity, reason, created_by, created_at, idempotency_key)
       VALUES ('burrow', 'vpn-basic-1m-usd', 1, 'Matrix check', $1, now(), $2) RETURNING id`,
      [staff?.id ?? null, randomUUID()],
    );
    return {
      url: staffPathOf(staffEndpoints.staffGiftCardBatchCodesCsv.path, {
        batchId: batch?.id ?? randomUUID(),
      }),
    };
  },
  staffIssueCustomerGiftCard: async (t) => {
    const [customer] = await t.app.db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = 'active@demo.burrow.test'`,
    );
    return {
      url: staffPathOf(staffEndpoints.staffIssueCustomerGiftCard.path, {
        customerId: customer?.id ?? randomUUID(),
      }),
      payload: { plan: 'vpn-basic-1m-usd', reason: 'Matrix check', idempotency_key: randomUUID() },
    };
  },
  // A demo customer's paid invoice: any role that reads customers downloads its PDF.
  staffInvoicePdf: async (t) => {
    const [invoice] = await t.app.db.query<{ id: string }>(
      `SELECT i.id FROM invoices i JOIN users u ON u.id = i.user_id
        WHERE u.email = 'active@demo.burrow.test' AND i.status = 'paid' LIMIT 1`,
    );
    return {
      url: staffPathOf(staffEndpoints.staffInvoicePdf.path, {
        invoiceId: invoice?.id ?? randomUUID(),
      }),
    };
  },
  // The seeded failed renewal: each allowed role's retry is declined again (200, `declined`).
  staffRetryPayment: async (t) => ({
    url: staffPathOf(staffEndpoints.staffRetryPayment.path, {
      invoiceId: await dueInvoiceId(t, 'autobill-failed@demo.burrow.test'),
    }),
    payload: { reason: 'Matrix check', idempotency_key: randomUUID() },
  }),
  staffResendEmail: async (t) => ({
    url: staffPathOf(staffEndpoints.staffResendEmail.path, {
      emailId: await emailIdTo(t, 'active@demo.burrow.test'),
    }),
    payload: { idempotency_key: randomUUID() },
  }),
  // Not the customer whose cookie the matrix signs in with.
  staffEndCustomerSessions: async (t) => ({
    url: staffPathOf(staffEndpoints.staffEndCustomerSessions.path, {
      customerId: await customerIdOf(t, 'autobill-failed@demo.burrow.test'),
    }),
    payload: { reason: 'Matrix check' },
  }),
  staffStartDeletion: async (t) => ({
    url: staffPathOf(staffEndpoints.staffStartDeletion.path, {
      customerId: (await paidPurchase(t, `delete-${randomUUID()}@example.com`)).customerId,
    }),
    payload: { reason: 'Matrix check' },
  }),
  staffCancelDeletion: async (t) => ({
    url: staffPathOf(staffEndpoints.staffCancelDeletion.path, {
      customerId: (await paidPurchase(t, `keep-${randomUUID()}@example.com`)).customerId,
    }),
    payload: { reason: 'Matrix check' },
  }),
  staffListStaff: async () => ({}),
  staffInvite: async () => ({
    payload: { email: `invited-${randomUUID().slice(0, 8)}@staff.burrow.test`, role: 'support' },
  }),
  staffAcceptInvitation: async (t) => {
    const admin = await newStaff(t, 'admin');
    const email = `accepting-${randomUUID().slice(0, 8)}@staff.burrow.test`;
    await inviteStaff(
      contextOf(t.app),
      authenticatedStaff(admin),
      { email, role: 'support' },
      'matrix',
    );
    return {
      payload: {
        token: await invitationTokenFor(t, email),
        password: 'Tunnels under the hill 42!',
      },
    };
  },
  staffDisableStaff: async (t) => ({
    url: staffPathOf(staffEndpoints.staffDisableStaff.path, {
      staffId: (await newStaff(t, 'support')).id,
    }),
    payload: { reason: 'Matrix check' },
  }),
};

/** A webhook endpoint of the first storefront, made through the service the CLI uses. */
async function matrixEndpointId(t: TestApp): Promise<string> {
  const { endpoint } = await createWebhookEndpoint(
    t.app.db,
    'burrow',
    { url: 'https://hooks.example.test/matrix' },
    t.clock.now(),
    { httpAllowed: false },
  );
  return endpoint.id;
}

async function customerIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.app.db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [
    email,
  ]);
  if (!row) throw new Error(`no customer ${email}`);
  return row.id;
}

async function dueInvoiceId(t: TestApp, email: string): Promise<string> {
  const [row] = await t.app.db.query<{ id: string }>(
    `SELECT i.id FROM invoices i JOIN users u ON u.id = i.user_id
      WHERE u.email = $1 AND i.status = 'payment_due'`,
    [email],
  );
  if (!row) throw new Error(`no invoice due for ${email}`);
  return row.id;
}

async function emailIdTo(t: TestApp, email: string): Promise<string> {
  const [row] = await t.app.db.query<{ id: string }>(
    `SELECT id FROM outbox_emails WHERE to_address = $1 LIMIT 1`,
    [email],
  );
  if (row) return row.id;
  return contextOf(t.app).db.transaction((tx) =>
    enqueueEmail(
      tx,
      { tenantId: 'burrow', to: email, subject: 'Welcome to Burrow', text: 'Hello.' },
      t.clock.now(),
    ),
  );
}

const NAMES = Object.keys(staffEndpoints) as StaffEndpointName[];
const CALLERS: Caller[] = ['signed out', 'customer', ...STAFF_ROLES];

/** What the guard must answer: from the registry's access and decision 0113's table. */
function expectedStatus(name: StaffEndpointName, caller: Caller): number {
  const { access, status } = staffEndpoints[name];
  if (access === 'public') return status;
  if (caller === 'signed out' || caller === 'customer') return 401;
  if (access === 'staff') return status;
  return roleAllows(caller, access) ? status : 403;
}

function codeOf(response: LightMyRequestResponse): string | undefined {
  try {
    return response.json<{ error?: { code?: string } }>().error?.code;
  } catch {
    return undefined;
  }
}

describe.each(testDatabaseKinds)('staff authorization matrix on %s', (kind) => {
  let t: TestApp;
  let customerCookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    customerCookie = await signIn(t, 'active@demo.burrow.test');
  });
  /** A session of its own for each case: signing in or out ends the one the browser held. */
  const cookieOf = async (caller: Caller) =>
    caller === 'signed out'
      ? undefined
      : caller === 'customer'
        ? customerCookie
        : staffSessionCookie(t, caller);
  afterAll(() => t.close());

  it('knows every staff route the server serves, and the server serves every one it knows', () => {
    const known = new Set(
      NAMES.map((name) => `${staffEndpoints[name].method} ${staffEndpoints[name].path}`),
    );
    const served = servedRoutes(t.app).filter((route) =>
      route.split(' ')[1]?.startsWith(`${STAFF_API_PREFIX}/`),
    );
    expect(
      served.filter((route) => !known.has(route)),
      'served but not in staffEndpoints',
    ).toEqual([]);
    expect(
      [...known].filter((route) => !served.includes(route)),
      'in the registry, not served',
    ).toEqual([]);
  });

  const cases = NAMES.flatMap((name) =>
    CALLERS.map((caller) => [name, caller, expectedStatus(name, caller)] as const),
  );

  it.each(cases)('%s × %s → %i', async (name, caller, expected) => {
    const endpoint = staffEndpoints[name];
    const request = await REQUESTS[name](t);
    const cookie = await cookieOf(caller);
    const response = await t.request({
      method: endpoint.method,
      url: request.url ?? endpoint.path,
      ...(request.payload ? { payload: request.payload } : {}),
      ...(cookie ? { cookie } : {}),
    });
    expect(response.statusCode, response.body).toBe(expected);
    if (expected === 401) expect(codeOf(response)).toBe('unauthenticated');
    if (expected === 403) {
      expect(codeOf(response)).toBe('staff_forbidden');
      expect(response.json().error.details).toEqual({ required_permission: endpoint.access });
    }
    if (expected === endpoint.status && endpoint.download)
      expect(response.headers['content-type']).toContain(endpoint.download);
    else if (expected === endpoint.status)
      expect(endpoint.response.safeParse(response.json()).success, response.body).toBe(true);
  });

  it('refuses a guarded staff endpoint to a stranger before reading its input', async () => {
    const response = await t.request({
      method: 'GET',
      url: `${staffEndpoints.staffSearchCustomers.path}?page=-1`,
    });
    expect(response.statusCode).toBe(401);
  });

  // Every customer endpoint read with a session and no parameters: a staff cookie is no
  // customer session, whatever the role.
  const customerReads = Object.entries(endpoints).filter(
    ([, endpoint]) =>
      endpoint.auth === 'session' &&
      endpoint.method === 'GET' &&
      !endpoint.params &&
      !endpoint.query,
  );

  it.each(customerReads)('a staff session is no customer session: %s', async (_name, endpoint) => {
    const cookie = await staffSessionCookie(t, 'admin');
    const response = await t.request({ method: 'GET', url: endpoint.path, cookie });
    expect(response.statusCode, response.body).toBe(401);
  });
});
