import { cardBrandName } from '@burrow/domain/card-brand';
import type { CommonFailureReason } from '@burrow/domain/payment-failure-reasons';
import type { CardField, FieldErrors } from './card-input';
import { GATEWAY_PREFIX } from './intent-mapping';
import type { IntentRow, PaymentMethodRow } from './intent-repository';
import { html, layout, type Html } from './page-layout';
import type { PageLanguage } from './page-language';
import type { GatewayMessageId } from './page-messages';
import { TEST_CARDS } from './test-cards';

const WALLET_NAMES: Record<string, string> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' };

/** The merchant the sandbox provider takes payments for, named on the PayPal page. */
const MERCHANT = 'Burrow';

/** A form's target; it carries the page's `locale`, so the page after it speaks the same. */
function actionPath(page: PageLanguage, intent: IntentRow, step: string): string {
  const query = page.locale ? `?locale=${encodeURIComponent(page.locale)}` : '';
  return `${GATEWAY_PREFIX}/pay/${intent.id}/${step}${query}`;
}

const amountOf = (page: PageLanguage, intent: IntentRow) =>
  page.amount(Number(intent.amount_minor), intent.currency);
const secretField = (intent: IntentRow) =>
  html`<input type="hidden" name="client_secret" value="${intent.client_secret}" />`;
const cardName = (brand: string, last4: string) => `${cardBrandName(brand)} •••• ${last4}`;

/** The intent's description is the merchant's own text, shown as the merchant sent it. */
function summary(page: PageLanguage, intent: IntentRow, heading: string): Html {
  return html`<h1 id="title">${heading}</h1>
    <p class="amount">${amountOf(page, intent)}</p>
    <p class="description">${intent.description}</p>`;
}

const FIELD_ORDER: readonly CardField[] = ['number', 'expiry', 'cvc', 'name'];

interface FieldSpec {
  name: CardField;
  label: GatewayMessageId;
  attributes: Html;
  value?: string;
}

function field(page: PageLanguage, spec: FieldSpec, errors: FieldErrors): Html {
  const { name, attributes, value = '' } = spec;
  const error = errors[name];
  // The first invalid field takes focus, so keyboard and screen-reader users land on it.
  const first = (Object.keys(errors) as CardField[]).sort(
    (a, b) => FIELD_ORDER.indexOf(a) - FIELD_ORDER.indexOf(b),
  )[0];
  const described = error
    ? html` aria-invalid="true"
      aria-describedby="${name}-error"${first === name ? html` autofocus` : ''}`
    : html``;
  const message = error ? page.t(error.id, error.values) : '';
  return html`<div class="field">
    <label for="${name}">${page.t(spec.label)}</label>
    <input id="${name}" name="${name}" value="${value}" required${attributes}${described} />
    ${error ? html`<p class="field-error" id="${name}-error">${message}</p>` : ''}
  </div>`;
}

function testCardTable(page: PageLanguage): Html {
  const { t } = page;
  const rows = TEST_CARDS.map(
    (card) =>
      html`<tr>
        <td><code>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td>
        <td>${t(card.outcome)}</td>
      </tr>`,
  );
  return html`<details class="test-cards">
    <summary>${t('test_cards.summary')}</summary>
    <p>${t('test_cards.intro')}</p>
    <table>
      <thead>
        <tr>
          <th scope="col">${t('test_cards.number')}</th>
          <th scope="col">${t('test_cards.outcome')}</th>
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </details>`;
}

export interface CardFormState {
  errors: FieldErrors;
  /** Echoed back after a field error or a decline; never the number or the CVC. */
  expiry: string;
  name: string;
  /** This submission was declined: the embedding app is told, and the buyer may try again. */
  declined?: boolean;
}

/** What the buyer reads; the failure's own message is for the merchant's logs. */
const BUYER_FAILURES: Record<CommonFailureReason, GatewayMessageId> = {
  payment_declined: 'failure.payment_declined',
  insufficient_funds: 'failure.insufficient_funds',
  sca_failed: 'failure.sca_failed',
  incorrect_cvc: 'failure.incorrect_cvc',
  expired_card: 'failure.expired_card',
  fraud_suspected: 'failure.fraud_suspected',
  processing_error: 'failure.processing_error',
  payment_cancelled: 'failure.payment_cancelled',
};

/**
 * The decline the buyer is answering, above the fields. Only the submission that was
 * declined tells the embedding app (`#sandbox-gateway-result`, status still
 * `requires_payment_method`), so reloading the page reports nothing twice.
 */
function declineNotice(page: PageLanguage, intent: IntentRow, report: boolean): Html | string {
  if (!intent.failure_reason) return '';
  const { t } = page;
  return html`<div class="alert decline" role="alert">
      <p class="decline-reason">${t(BUYER_FAILURES[intent.failure_reason])}</p>
      <p>${t('card.declined_retry')}</p>
    </div>
    ${report ? resultMarker(intent) : ''}`;
}

export function cardPage(page: PageLanguage, intent: IntentRow, state?: CardFormState): string {
  const { t } = page;
  const errors = state?.errors ?? {};
  const heading = t('card.heading');
  const alert =
    Object.keys(errors).length > 0
      ? html`<div class="alert" role="alert">${t('card.alert')}</div>`
      : declineNotice(page, intent, state?.declined ?? false);
  const placeholder = t('card.expiry_placeholder');
  const pay = t('card.pay', { amount: amountOf(page, intent) });
  return layout(
    page,
    heading,
    html`${summary(page, intent, heading)} ${alert}
      <form method="post" action="${actionPath(page, intent, 'card')}" class="card-form" novalidate>
        ${secretField(intent)}
        ${field(page, { name: 'number', label: 'card.number', attributes: html` inputmode="numeric" autocomplete="cc-number" maxlength="23" dir="ltr"` }, errors)}
        <div class="row">
          ${field(page, { name: 'expiry', label: 'card.expiry', attributes: html` inputmode="numeric" autocomplete="cc-exp" placeholder="${placeholder}" maxlength="7" dir="ltr"`, value: state?.expiry }, errors)}
          ${field(page, { name: 'cvc', label: 'card.cvc', attributes: html` inputmode="numeric" autocomplete="cc-csc" maxlength="4" dir="ltr"` }, errors)}
        </div>
        ${field(page, { name: 'name', label: 'card.name', attributes: html` autocomplete="cc-name" maxlength="100"`, value: state?.name }, errors)}
        <button type="submit" class="primary">${pay}</button>
      </form>
      ${testCardTable(page)}`,
  );
}

function decisionForm(page: PageLanguage, intent: IntentRow, step: string, approve: string): Html {
  return html`<form method="post" action="${actionPath(page, intent, step)}" class="decision">
    ${secretField(intent)}
    <button type="submit" name="decision" value="approve" class="primary">${approve}</button>
    <button type="submit" name="decision" value="cancel" class="secondary">
      ${page.t('decision.cancel')}
    </button>
  </form>`;
}

export function paypalPage(page: PageLanguage, intent: IntentRow): string {
  const { t } = page;
  const heading = t('paypal.heading', { merchant: MERCHANT });
  return layout(
    page,
    heading,
    html`<div class="brand-bar paypal">${t('paypal.brand')}</div>
      ${summary(page, intent, heading)}
      <p>${t('paypal.body', { merchant: MERCHANT })}</p>
      ${decisionForm(page, intent, 'paypal', t('paypal.approve'))}`,
  );
}

export function walletPage(page: PageLanguage, intent: IntentRow): string {
  const { t } = page;
  const wallet = WALLET_NAMES[intent.method_type] ?? intent.method_type;
  const heading = t('wallet.heading', { wallet });
  return layout(
    page,
    heading,
    html`<div class="brand-bar wallet">${t('wallet.brand', { wallet })}</div>
      ${summary(page, intent, heading)}
      <p>${t('wallet.card', { card: cardName('visa', '4242') })}</p>
      ${decisionForm(page, intent, 'wallet', t('wallet.pay'))}`,
  );
}

export function challengePage(page: PageLanguage, intent: IntentRow): string {
  const { t } = page;
  const heading = t('challenge.heading');
  return layout(
    page,
    heading,
    html`<div class="brand-bar bank">${t('challenge.brand')}</div>
      ${summary(page, intent, heading)}
      <p>${t('challenge.body')}</p>
      <form method="post" action="${actionPath(page, intent, 'challenge')}" class="decision">
        ${secretField(intent)}
        <button type="submit" name="outcome" value="complete" class="primary">
          ${t('challenge.complete')}
        </button>
        <button type="submit" name="outcome" value="fail" class="secondary">
          ${t('challenge.fail')}
        </button>
      </form>`,
  );
}

const RESULT_HEADINGS: Partial<Record<IntentRow['status'], GatewayMessageId>> = {
  authorized: 'result.authorized',
  captured: 'result.captured',
  canceled: 'result.canceled',
  failed: 'result.failed',
};

/** What gateway.js posts to the embedding app, read from data-* attributes. */
function resultMarker(intent: IntentRow): Html {
  return html`<div
    id="sandbox-gateway-result"
    hidden
    data-intent-id="${intent.id}"
    data-status="${intent.status}"
    data-failure-reason="${intent.failure_reason ?? ''}"
  ></div>`;
}

/** A finished (or authorised) intent; gateway.js tells the embedding app from the data-* attributes. */
export function resultPage(
  page: PageLanguage,
  intent: IntentRow,
  method: PaymentMethodRow | undefined,
): string {
  const { t } = page;
  const heading = t(RESULT_HEADINGS[intent.status] ?? 'result.pending');
  const paidWith =
    method?.brand &&
    method.last4 &&
    (intent.status === 'authorized' || intent.status === 'captured')
      ? html`<p>${t('result.paid_with', { card: cardName(method.brand, method.last4) })}</p>`
      : '';
  return layout(
    page,
    heading,
    html`<h1 id="title">${heading}</h1>
      <p class="amount">${amountOf(page, intent)}</p>
      ${
        intent.failure_reason
          ? html`<p class="failure">${t(BUYER_FAILURES[intent.failure_reason])}</p>`
          : ''
      }
      ${paidWith}
      <p class="close-hint">${t('result.close_hint')}</p>
      ${resultMarker(intent)}`,
  );
}

export function notFoundPage(page: PageLanguage): string {
  const heading = page.t('not_found.heading');
  return layout(
    page,
    heading,
    html`<h1 id="title">${heading}</h1>
      <p>${page.t('not_found.body')}</p>`,
  );
}
