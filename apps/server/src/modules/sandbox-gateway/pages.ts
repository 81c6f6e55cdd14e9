import type { PaymentFailureReason } from '../payments/payment-gateway';
import type { CardField } from './card-input';
import { GATEWAY_PREFIX } from './intent-mapping';
import type { IntentRow, PaymentMethodRow } from './intent-repository';
import { formatAmount, html, layout, type Html } from './page-layout';
import { TEST_CARDS } from './test-cards';

const WALLET_NAMES: Record<string, string> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' };

const actionPath = (intent: IntentRow, step: string) =>
  `${GATEWAY_PREFIX}/pay/${intent.id}/${step}`;
const amountOf = (intent: IntentRow) => formatAmount(Number(intent.amount_minor), intent.currency);
const secretField = (intent: IntentRow) =>
  html`<input type="hidden" name="client_secret" value="${intent.client_secret}" />`;

function summary(intent: IntentRow, heading: string): Html {
  return html`<h1 id="title">${heading}</h1>
    <p class="amount">${amountOf(intent)}</p>
    <p class="description">${intent.description}</p>`;
}

const FIELD_ORDER: readonly CardField[] = ['number', 'expiry', 'cvc', 'name'];

function field(
  name: CardField,
  label: string,
  attributes: Html,
  errors: Partial<Record<CardField, string>>,
  value = '',
): Html {
  const error = errors[name];
  // The first invalid field takes focus, so keyboard and screen-reader users land on it.
  const first = (Object.keys(errors) as CardField[]).sort(
    (a, b) => FIELD_ORDER.indexOf(a) - FIELD_ORDER.indexOf(b),
  )[0];
  const described = error
    ? html` aria-invalid="true"
      aria-describedby="${name}-error"${first === name ? html` autofocus` : ''}`
    : html``;
  return html`<div class="field">
    <label for="${name}">${label}</label>
    <input id="${name}" name="${name}" value="${value}" required${attributes}${described} />
    ${error ? html`<p class="field-error" id="${name}-error">${error}</p>` : ''}
  </div>`;
}

function testCardTable(): Html {
  const rows = TEST_CARDS.map(
    (card) =>
      html`<tr>
        <td><code>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td>
        <td>${card.description}</td>
      </tr>`,
  );
  return html`<details class="test-cards">
    <summary>Test cards</summary>
    <p>
      Use any future expiry date, any 3-digit CVC (4 digits for American Express) and any name. A
      past expiry date is declined as an expired card.
    </p>
    <table>
      <thead>
        <tr>
          <th scope="col">Number</th>
          <th scope="col">Outcome</th>
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </details>`;
}

export interface CardFormState {
  errors: Partial<Record<CardField, string>>;
  /** Echoed back after a field error; never the number or the CVC. */
  expiry: string;
  name: string;
}

export function cardPage(intent: IntentRow, state?: CardFormState): string {
  const errors = state?.errors ?? {};
  const alert =
    Object.keys(errors).length > 0
      ? html`<div class="alert" role="alert">Check the highlighted fields and try again.</div>`
      : '';
  return layout(
    'Pay by card',
    html`${summary(intent, 'Pay by card')} ${alert}
      <form method="post" action="${actionPath(intent, 'card')}" class="card-form" novalidate>
        ${secretField(intent)}
        ${field('number', 'Card number', html` inputmode="numeric" autocomplete="cc-number" maxlength="23"`, errors)}
        <div class="row">
          ${field('expiry', 'Expiry date (MM/YY)', html` inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"`, errors, state?.expiry)}
          ${field('cvc', 'Security code (CVC)', html` inputmode="numeric" autocomplete="cc-csc" maxlength="4"`, errors)}
        </div>
        ${field('name', 'Name on card', html` autocomplete="cc-name" maxlength="100"`, errors, state?.name)}
        <button type="submit" class="primary">Pay ${amountOf(intent)}</button>
      </form>
      ${testCardTable()}`,
  );
}

function decisionForm(intent: IntentRow, step: string, approve: string, cancel: string): Html {
  return html`<form method="post" action="${actionPath(intent, step)}" class="decision">
    ${secretField(intent)}
    <button type="submit" name="decision" value="approve" class="primary">${approve}</button>
    <button type="submit" name="decision" value="cancel" class="secondary">${cancel}</button>
  </form>`;
}

export function paypalPage(intent: IntentRow): string {
  return layout(
    'PayPal',
    html`<div class="brand-bar paypal">PayPal sandbox</div>
      ${summary(intent, 'Approve your payment to Burrow')}
      <p>
        You are signed in as the sandbox buyer. Approving lets Burrow charge this PayPal account for
        this order and its renewals.
      </p>
      ${decisionForm(intent, 'paypal', 'Approve', 'Cancel')}`,
  );
}

export function walletPage(intent: IntentRow): string {
  const wallet = WALLET_NAMES[intent.method_type] ?? 'Wallet';
  return layout(
    wallet,
    html`<div class="brand-bar wallet">${wallet} sandbox sheet</div>
      ${summary(intent, `Pay with ${wallet}`)}
      <p>Card: Visa •••• 4242 (sandbox device card)</p>
      ${decisionForm(intent, 'wallet', 'Pay', 'Cancel')}`,
  );
}

export function challengePage(intent: IntentRow): string {
  return layout(
    '3-D Secure',
    html`<div class="brand-bar bank">Sandbox bank · 3-D Secure</div>
      ${summary(intent, 'Confirm this payment')}
      <p>
        Your bank asks you to confirm this payment. In the sandbox, choose how authentication ends.
      </p>
      <form method="post" action="${actionPath(intent, 'challenge')}" class="decision">
        ${secretField(intent)}
        <button type="submit" name="outcome" value="complete" class="primary">
          Complete authentication
        </button>
        <button type="submit" name="outcome" value="fail" class="secondary">
          Fail authentication
        </button>
      </form>`,
  );
}

/** What the buyer reads; the failure's own message is for the merchant's logs. */
const BUYER_FAILURES: Record<PaymentFailureReason, string> = {
  payment_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  sca_failed: 'Your bank could not confirm it was you.',
  incorrect_cvc: 'The security code is incorrect.',
  expired_card: 'Your card has expired.',
  fraud_suspected: 'Your bank blocked this payment.',
  processing_error: 'Your payment could not be processed. Try again in a moment.',
  payment_cancelled: 'You cancelled the payment.',
};

const RESULT_HEADINGS: Record<string, string> = {
  authorized: 'Payment authorised',
  captured: 'Payment complete',
  canceled: 'Payment cancelled',
  failed: 'Payment failed',
};

/** A finished (or authorised) intent; gateway.js tells the embedding app from the data-* attributes. */
export function resultPage(intent: IntentRow, method: PaymentMethodRow | undefined): string {
  const heading = RESULT_HEADINGS[intent.status] ?? 'Payment pending';
  const paidWith =
    method?.last4 && (intent.status === 'authorized' || intent.status === 'captured')
      ? html`<p>Paid with ${method.brand} •••• ${method.last4}.</p>`
      : '';
  return layout(
    heading,
    html`<h1 id="title">${heading}</h1>
      <p class="amount">${amountOf(intent)}</p>
      ${
        intent.failure_reason
          ? html`<p class="failure">${BUYER_FAILURES[intent.failure_reason]}</p>`
          : ''
      }
      ${paidWith}
      <p class="close-hint">You can close this window.</p>
      <div
        id="sandbox-gateway-result"
        hidden
        data-intent-id="${intent.id}"
        data-status="${intent.status}"
        data-failure-reason="${intent.failure_reason ?? ''}"
      ></div>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Not found',
    html`<h1 id="title">Payment not found</h1>
      <p>This payment link is not valid. Go back to the shop and start the payment again.</p>`,
  );
}
