import autocannon from 'autocannon';
import { percentile } from './statistics';

export interface CheckoutFigures {
  ordersPerSecond: number;
  orderP50Ms: number;
  orderP99Ms: number;
  completed: number;
  /** Orders whose intent, confirmation or checkout did not answer as expected. */
  failed: number;
  /** Session cookies of the customers the checkouts created. */
  sessionCookies: string[];
}

const PRICE_ID = 'vpn-premium-12m-usd';
const CUSTOMER = { residenceCountry: 'US', residenceState: 'NY', residenceZipcode: '10001' };

interface OrderContext {
  order?: number;
  startedAt?: bigint;
  intentId?: string;
  clientSecret?: string;
}

async function quotedAmount(baseUrl: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/v1/estimate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ offerId: 'default', priceIds: [PRICE_ID], customer: CUSTOMER }),
  });
  if (!response.ok) throw new Error(`estimate answered ${response.status}`);
  const estimate = (await response.json()) as { dueToday: unknown };
  return estimate.dueToday;
}

/**
 * A new customer's purchase as a script makes it (README "Paying from a script"): open a
 * payment intent, confirm it at the sandbox gateway with a test card token, check out.
 * Each connection repeats that sequence; an order is the three answers, timed end to end.
 * Each buyer has their own address (X-Forwarded-For, the server trusts its proxy here), as
 * real buyers do, so the per-client limits apply as in production without refusing the load.
 */
export async function measureCheckout(
  baseUrl: string,
  connections: number,
  durationSeconds: number,
  runLabel: string,
): Promise<CheckoutFigures> {
  const amount = await quotedAmount(baseUrl);
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const latencies: number[] = [];
  const sessionCookies: string[] = [];
  let started = 0;
  let failed = 0;
  const attemptId = (n: number) => `bench-${runLabel}-${n}`;
  const buyerAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

  const fail = (context: OrderContext) => {
    failed += 1;
    delete context.intentId;
  };

  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/payment-intent',
        setupRequest: (request, raw) => {
          const context = raw as OrderContext;
          const order = ++started;
          context.order = order;
          context.startedAt = process.hrtime.bigint();
          return {
            ...request,
            headers: { ...headers, 'x-forwarded-for': buyerAddress(order) },
            body: JSON.stringify({
              checkoutAttemptId: attemptId(order),
              amount,
              paymentMethodType: 'card',
            }),
          };
        },
        onResponse: (status, body, raw) => {
          const context = raw as OrderContext;
          if (status !== 201) return fail(context);
          const answer = JSON.parse(body) as { paymentIntentId: string; chargebeeBody: string };
          context.intentId = answer.paymentIntentId;
          context.clientSecret = (
            JSON.parse(answer.chargebeeBody) as { clientSecret: string }
          ).clientSecret;
        },
      },
      {
        method: 'POST',
        setupRequest: (request, raw) => {
          const context = raw as OrderContext;
          if (!context.intentId) return undefined as unknown as autocannon.Request;
          return {
            ...request,
            path: `/sandbox-gateway/v1/intents/${context.intentId}/confirm`,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ client_secret: context.clientSecret, test_token: 'tok_visa' }),
          };
        },
        onResponse: (status, _body, raw) => {
          if (status !== 200) fail(raw as OrderContext);
        },
      },
      {
        method: 'POST',
        path: '/api/v1/checkout',
        setupRequest: (request, raw) => {
          const context = raw as OrderContext;
          if (!context.intentId || context.order === undefined)
            return undefined as unknown as autocannon.Request;
          return {
            ...request,
            headers: { ...headers, 'x-forwarded-for': buyerAddress(context.order) },
            body: JSON.stringify({
              priceId: PRICE_ID,
              paymentIntentId: context.intentId,
              checkoutAttemptId: attemptId(context.order),
              paymentSourceType: 'card',
              offerId: 'default',
              customer: {
                ...CUSTOMER,
                email: `buyer-${runLabel}-${context.order}@bench.burrow.test`,
              },
            }),
          };
        },
        onResponse: (status, _body, raw, responseHeaders) => {
          const context = raw as OrderContext;
          if (status !== 201 || context.startedAt === undefined) return fail(context);
          latencies.push(Number(process.hrtime.bigint() - context.startedAt) / 1e6);
          const setCookie = responseHeaders?.['set-cookie'];
          const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
          if (typeof first === 'string') sessionCookies.push(first.split(';')[0] ?? '');
        },
      },
    ],
  });
  return {
    ordersPerSecond: latencies.length / result.duration,
    orderP50Ms: percentile(latencies, 50),
    orderP99Ms: percentile(latencies, 99),
    completed: latencies.length,
    failed: failed + result.errors + result.timeouts,
    sessionCookies,
  };
}
