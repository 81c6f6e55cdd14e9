import type { FakeStripeControls } from './fake-stripe-server';
import { FAULT_MODES, type FakeOperation, type FaultMode, type FaultRule } from './faults';
import type { Params } from './form-params';
import {
  optionalEnum,
  optionalInteger,
  optionalString,
  requiredString,
  stringArray,
} from './param-readers';
import { invalidParam, invalidRequest, resourceMissing } from './stripe-errors';

/**
 * The test controls under `/_fake/…`: what a buyer, a bank, a card network or a person in the
 * dashboard does, and the fake's own switches. Each answers JSON (the object it changed).
 */
/** An answer that is not JSON: the 3-D Secure page, or a redirect back to the shop. */
export class RawAnswer {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly body: string,
  ) {}
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Stripe's test 3-D Secure page, reduced to its two buttons. */
function challengePage(intentId: string, amount: number, currency: string): RawAnswer {
  const id = escapeHtml(intentId);
  const action = `/_fake/payment_intents/${id}/authenticate`;
  const button = (outcome: string, label: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="outcome" value="${outcome}">` +
    `<input type="hidden" name="redirect" value="true"><button type="submit" name="${outcome}">${label}</button></form>`;
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>3D Secure 2 Test Page</title></head>
<body><main>
<h1>3D Secure 2 Test Page</h1>
<p>Authenticate the payment of ${amount} ${escapeHtml(currency.toUpperCase())} (minor units) for ${id}.</p>
${button('succeed', 'Complete')}
${button('fail', 'Fail')}
</main></body></html>`;
  return new RawAnswer(200, { 'content-type': 'text/html; charset=utf-8' }, body);
}

/**
 * The end of the challenge page when there is nowhere to return to (Stripe.js's own frame):
 * it tells the page that opened or framed it, as Stripe's frame tells Stripe.js.
 */
function challengeDone(intentId: string, status: string): RawAnswer {
  const message = JSON.stringify({
    type: 'fake_stripe_3ds_complete',
    payment_intent: intentId,
    status,
  }).replace(/</g, '\\u003c');
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>3D Secure 2 Test Page</title></head>
<body><main><p>Authentication finished (${escapeHtml(status)}). You can close this window.</p></main>
<script>(function () { var m = ${message}; if (window.parent !== window) window.parent.postMessage(m, '*'); if (window.opener) window.opener.postMessage(m, '*'); })();</script>
</body></html>`;
  return new RawAnswer(200, { 'content-type': 'text/html; charset=utf-8' }, body);
}

export interface ControlRoute {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handle: (controls: FakeStripeControls, id: string, params: Params) => unknown;
}

const ID = '([A-Za-z0-9_]+)';

function control(
  method: ControlRoute['method'],
  path: string,
  handle: ControlRoute['handle'],
): ControlRoute {
  return { method, pattern: new RegExp(`^${path.replace(':id', ID)}$`), handle };
}

function faultRuleOf(params: Params): { rule: FaultRule; seed?: number } {
  const modeParam = params.mode;
  let mode: FaultRule['mode'];
  if (typeof modeParam === 'string') {
    mode = optionalEnum(params, 'mode', FAULT_MODES) ?? 'error_5xx';
  } else if (modeParam && typeof modeParam === 'object' && !Array.isArray(modeParam)) {
    const mix: Partial<Record<FaultMode, number>> = {};
    for (const name of FAULT_MODES) {
      const weight = optionalInteger(modeParam, name);
      if (weight !== undefined) mix[name] = weight;
    }
    mode = mix;
  } else {
    throw invalidParam('mode', `mode is one of ${FAULT_MODES.join(', ')}, or a weighted mix`);
  }
  const rule: FaultRule = { mode };
  const rate = optionalString(params, 'rate');
  if (rate !== undefined) rule.rate = Number(rate);
  const count = optionalInteger(params, 'count');
  if (count !== undefined) rule.count = count;
  const operations = stringArray(params, 'operations');
  if (operations.length > 0) rule.operations = operations as FakeOperation[];
  const delay = optionalInteger(params, 'delay_ms');
  if (delay !== undefined) rule.delay_ms = delay;
  const seed = optionalInteger(params, 'seed');
  return seed === undefined ? { rule } : { rule, seed };
}

export const CONTROL_ROUTES: readonly ControlRoute[] = [
  // Readiness, for a process manager or Playwright's webServer.
  control('GET', '/_fake/health', () => ({ ok: true })),
  control('POST', '/_fake/reset', (controls) => {
    controls.reset();
    return { reset: true };
  }),
  control('POST', '/_fake/clock', (controls, _id, params) => {
    const at = optionalString(params, 'now');
    const advance = optionalInteger(params, 'advance_seconds');
    if (at !== undefined) {
      const date = at === '' ? null : new Date(at);
      if (date && Number.isNaN(date.getTime())) throw invalidParam('now', `Invalid date: ${at}`);
      controls.setClock(date);
    } else if (advance !== undefined) {
      controls.setClock(new Date(controls.now().getTime() + advance * 1000));
    }
    return { now: controls.now().toISOString() };
  }),
  control('GET', '/_fake/events', (controls, _id, params) => {
    const type = optionalString(params, 'type');
    const data = controls.events().filter((event) => !type || event.type === type);
    return { object: 'list', data, has_more: false, url: '/_fake/events' };
  }),
  control('POST', '/_fake/events/:id/resend', (controls, id) => controls.resendEvent(id)),
  control('GET', '/_fake/webhook_deliveries', (controls) => ({
    object: 'list',
    data: controls.webhookDeliveries(),
  })),
  control('POST', '/_fake/webhook', (controls, _id, params) => {
    const url = optionalString(params, 'url') ?? '';
    controls.setWebhook(url ? { url, secret: requiredString(params, 'secret') } : null);
    return { url: url || null };
  }),
  control('GET', '/_fake/3ds/:id', (controls, id) => {
    const intent = controls.paymentIntent(id);
    return challengePage(intent.id, intent.amount, intent.currency);
  }),
  control('POST', '/_fake/payment_intents/:id/authenticate', (controls, id, params) => {
    const outcome = optionalEnum(params, 'outcome', ['succeed', 'fail'] as const) ?? 'succeed';
    const intent = controls.authenticate(id, outcome);
    if (params.redirect !== 'true') return intent;
    const returnUrl = controls.returnUrlOf(id);
    if (!returnUrl) return challengeDone(intent.id, intent.status);
    // Back to the shop as Stripe redirects: the intent, its secret and how the redirect ended.
    const back = new URL(returnUrl);
    back.searchParams.set('payment_intent', intent.id);
    back.searchParams.set('payment_intent_client_secret', intent.client_secret ?? '');
    back.searchParams.set(
      'redirect_status',
      intent.status === 'succeeded' ? 'succeeded' : 'failed',
    );
    return new RawAnswer(303, { location: back.toString() }, '');
  }),
  control('POST', '/_fake/charges/:id/dispute', (controls, id, params) => {
    const request: { reason?: string; amount?: number } = {};
    const reason = optionalString(params, 'reason');
    if (reason) request.reason = reason;
    const amount = optionalInteger(params, 'amount');
    if (amount !== undefined) request.amount = amount;
    return controls.dispute(id, request);
  }),
  control('POST', '/_fake/disputes/:id/close', (controls, id, params) => {
    const outcome = optionalEnum(params, 'outcome', ['won', 'lost'] as const);
    if (!outcome) throw invalidParam('outcome', 'outcome is won or lost');
    return controls.closeDispute(id, outcome);
  }),
  control('POST', '/_fake/charges/:id/dashboard-refund', (controls, id, params) =>
    controls.dashboardRefund(id, optionalInteger(params, 'amount')),
  ),
  control('POST', '/_fake/refunds/:id/fail', (controls, id, params) =>
    controls.failRefund(id, optionalString(params, 'failure_reason')),
  ),
  control('POST', '/_fake/payment_methods/:id/network-update', (controls, id, params) => {
    const update: { exp_month?: number; exp_year?: number; last4?: string } = {};
    const expMonth = optionalInteger(params, 'exp_month');
    if (expMonth !== undefined) update.exp_month = expMonth;
    const expYear = optionalInteger(params, 'exp_year');
    if (expYear !== undefined) update.exp_year = expYear;
    const last4 = optionalString(params, 'last4');
    if (last4 !== undefined) update.last4 = last4;
    return controls.networkUpdate(id, update);
  }),
  control('POST', '/_fake/faults', (controls, _id, params) => {
    const { rule, seed } = faultRuleOf(params);
    try {
      return { id: controls.injectFault(rule, seed) };
    } catch (error) {
      throw invalidRequest(error instanceof Error ? error.message : String(error));
    }
  }),
  control('DELETE', '/_fake/faults', (controls, _id, params) => {
    controls.clearFaults(optionalInteger(params, 'seed'));
    return { cleared: true };
  }),
  control('POST', '/_fake/faults/clear', (controls, _id, params) => {
    controls.clearFaults(optionalInteger(params, 'seed'));
    return { cleared: true };
  }),
];

export function findControlRoute(
  method: string,
  path: string,
): { route: ControlRoute; id: string } | null {
  for (const candidate of CONTROL_ROUTES) {
    const match = candidate.pattern.exec(path);
    if (match && candidate.method === method) return { route: candidate, id: match[1] ?? '' };
  }
  return null;
}

export function unknownControl(method: string, path: string): Error {
  return resourceMissing('control endpoint', `${method} ${path}`, 'path');
}
