import { LANGUAGES } from '@burrow/domain/locales';
import { amountOf } from '@burrow/domain/money';
import { describe, expect, it } from 'vitest';
import { renderEmail, type EmailKind, type EmailMessage } from './emails';

const URL = 'https://burrow.test/account';
const LINK = 'https://burrow.test/auth/magic?token=abc123';
const DAY = new Date('2027-03-04T10:00:00Z');
const card = { type: 'card', brand: 'visa', last4: '4242', payerEmail: null } as const;
/** A German buyer's prices include VAT; a Texan's have the sales tax added (decision 0108). */
const GERMAN_VAT = { rateBasisPoints: 1900, inclusive: true };
const UK_VAT = { rateBasisPoints: 2000, inclusive: true };
const SALES_TAX = { rateBasisPoints: 625, inclusive: false };

/** Every kind of email, in each of its shapes, with made-up facts. */
const SAMPLES: { [K in EmailKind]: Extract<EmailMessage, { kind: K }>[] } = {
  sign_in_link: [{ kind: 'sign_in_link', link: LINK, validForMs: 10 * 60_000 }],
  verify_signup: [{ kind: 'verify_signup', link: LINK, validForMs: 24 * 3_600_000 }],
  account_exists: [{ kind: 'account_exists', link: LINK, validForMs: 10 * 60_000 }],
  confirm_email_change: [{ kind: 'confirm_email_change', link: LINK, validForMs: 3_600_000 }],
  password_reset: [{ kind: 'password_reset', link: LINK, validForMs: 3_600_000 }],
  seat_invite: [
    {
      kind: 'seat_invite',
      link: LINK,
      validForMs: 24 * 3_600_000,
      inviter: 'it@globex-demo.test',
      planName: 'Burrow VIP',
    },
  ],
  purchase_receipt: [null, DAY].map((renewsOn) => ({
    kind: 'purchase_receipt',
    planName: 'Burrow Premium',
    invoiceNumber: 'BRW-2027-000042',
    total: amountOf(9995, 'USD'),
    taxBasis: renewsOn ? GERMAN_VAT : SALES_TAX,
    renewsOn,
    accountUrl: URL,
    guaranteeDays: 30,
  })),
  renewal_receipt: [SALES_TAX, GERMAN_VAT].map((taxBasis) => ({
    kind: 'renewal_receipt',
    planName: 'Burrow Basic',
    invoiceNumber: 'BRW-2027-000043',
    total: amountOf(14034, 'EUR'),
    taxBasis,
    nextRenewal: DAY,
    accountUrl: URL,
  })),
  renewal_failed: [null, DAY].map((nextRetry) => ({
    kind: 'renewal_failed',
    planName: 'Burrow VIP',
    nextRetry,
    updatePaymentUrl: URL,
  })),
  renewal_authentication_required: [null, DAY].map((nextRetry) => ({
    kind: 'renewal_authentication_required',
    planName: 'Burrow VIP',
    nextRetry,
    confirmUrl: URL,
  })),
  renewal_reminder: [
    {
      kind: 'renewal_reminder',
      reason: 'renewal',
      planName: 'Burrow Premium',
      total: amountOf(14034, 'GBP'),
      tax: amountOf(2339, 'GBP'),
      taxBasis: UK_VAT,
      chargeOn: DAY,
      method: card,
      manageUrl: URL,
    },
    {
      kind: 'renewal_reminder',
      reason: 'trial_conversion',
      planName: 'Burrow VIP',
      total: amountOf(1299, 'USD'),
      tax: amountOf(0, 'USD'),
      taxBasis: { rateBasisPoints: 0, inclusive: false },
      chargeOn: DAY,
      method: null,
      manageUrl: URL,
    },
  ],
  subscription_expired: [{ kind: 'subscription_expired', planName: 'Burrow VIP', renewUrl: URL }],
  subscription_paused: [
    { kind: 'subscription_paused', planName: 'Burrow VIP', resumesOn: DAY, accountUrl: URL },
  ],
  retention_offer_accepted: [SALES_TAX, GERMAN_VAT].map((taxBasis) => ({
    kind: 'retention_offer_accepted',
    planName: 'Burrow VIP',
    percentOff: 30,
    renewsOn: DAY,
    total: amountOf(6999, 'EUR'),
    fullTotal: amountOf(9999, 'EUR'),
    taxBasis,
    accountUrl: URL,
  })),
  pause_ending_soon: [true, false].map((renews) => ({
    kind: 'pause_ending_soon',
    planName: 'Burrow VIP',
    resumesOn: DAY,
    periodEnd: DAY,
    renews,
    accountUrl: URL,
  })),
  subscription_resumed: [true, false].map((renews) => ({
    kind: 'subscription_resumed',
    planName: 'Burrow VIP',
    periodEnd: DAY,
    renews,
    accountUrl: URL,
  })),
  webhook_endpoint_disabled: [
    {
      kind: 'webhook_endpoint_disabled',
      endpointUrl: URL,
      endpointId: '3f2b8c1e-0000-4000-8000-000000000001',
    },
  ],
  payment_method_changed: (['added', 'made_default', 'removed'] as const).flatMap((change) => [
    { kind: 'payment_method_changed', change, method: card, renewingPlans: [], manageUrl: URL },
    {
      kind: 'payment_method_changed',
      change,
      method: { type: 'paypal', brand: null, last4: null, payerEmail: 'ada@example.com' },
      renewingPlans: ['Burrow Premium', 'Dedicated IP'],
      manageUrl: URL,
    },
  ]),
  refund_requested: [
    {
      kind: 'refund_requested',
      planName: 'Burrow Premium',
      amount: amountOf(9995, 'GBP'),
      refundOn: DAY,
      accountUrl: URL,
    },
  ],
  refund_completed: [
    {
      kind: 'refund_completed',
      planName: 'Burrow Premium',
      amount: amountOf(9995, 'GBP'),
      planEnded: true,
    },
    {
      kind: 'refund_completed',
      planName: 'Burrow Premium',
      amount: amountOf(9995, 'GBP'),
      planEnded: false,
    },
  ],
  subscription_changed: (['switch_plan', 'add_addon', 'remove_addon'] as const).map(
    (change, index) => ({
      kind: 'subscription_changed',
      change,
      itemName: 'Burrow VIP',
      total: amountOf(1234, 'USD'),
      taxBasis: SALES_TAX,
      invoiceNumber: index === 2 ? null : 'BRW-2027-000044',
      periodEnd: DAY,
      accountUrl: URL,
    }),
  ),
  email_change_requested: [{ kind: 'email_change_requested', newEmail: 'new@example.com' }],
  email_changed: [{ kind: 'email_changed', newEmail: 'new@example.com' }],
  password_changed: [{ kind: 'password_changed' }],
  password_reset_done: [{ kind: 'password_reset_done' }],
  deletion_requested: [
    { kind: 'deletion_requested', completesOn: DAY, graceDays: 14, accountUrl: URL },
  ],
  deletion_cancelled: [{ kind: 'deletion_cancelled', accountUrl: URL }],
  account_deleted: [{ kind: 'account_deleted' }],
  support_message: [
    {
      kind: 'support_message',
      reference: 'C1A2B3C4',
      topic: 'billing',
      from: 'ada@example.com',
      account: 'ada@example.com',
      message: 'My renewal failed twice.',
    },
    {
      kind: 'support_message',
      reference: 'C1A2B3C5',
      topic: 'other',
      from: 'visitor@example.com',
      account: null,
      message: 'Do you sell gift cards?',
    },
  ],
  support_message_received: [
    {
      kind: 'support_message_received',
      reference: 'C1A2B3C4',
      topic: 'technical',
      message: 'The app will not connect.',
    },
  ],
};

const samples: EmailMessage[] = Object.values(SAMPLES).flat();
const linksOf = (email: EmailMessage) =>
  Object.entries(email)
    .filter(([name]) => /url$|^link$/i.test(name))
    .map(([, value]) => value as string);

describe.each(LANGUAGES.map((language) => [language.code] as const))(
  'every email in %s',
  (code) => {
    it.each(samples.map((email, index) => [`${email.kind} #${index}`, email] as const))(
      '%s renders from its catalogue, with each link on a line of its own',
      (_name, email) => {
        const { subject, text } = renderEmail(code, email);
        expect(subject.trim()).not.toBe('');
        expect(subject).not.toMatch(/\n/);
        // A message that lacked a value, or a value that was never formatted, shows here.
        expect(`${subject}\n${text}`).not.toMatch(/[{}]|undefined|NaN|Invalid Date|\[object/);
        const lines = text.split('\n');
        for (const link of linksOf(email)) expect(lines).toContain(link);
        if (code !== 'en') {
          expect(subject, 'a translated subject').not.toBe(renderEmail('en', email).subject);
        }
      },
    );
  },
);

describe('emails in the customer’s language', () => {
  const renewal = SAMPLES.renewal_receipt[0] as EmailMessage;

  it('keeps the English wording for English readers', () => {
    expect(renderEmail('en', renewal)).toEqual({
      subject: 'Your Burrow subscription renewed — receipt BRW-2027-000043',
      text: [
        'Your Burrow Basic subscription has renewed. Thank you for staying with Burrow!',
        '',
        'Invoice: BRW-2027-000043',
        'Paid: €140.34',
        'Next renewal: March 4, 2027',
        '',
        'Manage automatic renewal and invoices in your account:',
        URL,
      ].join('\n'),
    });
  });

  it('words a renewal receipt in German, with German money and dates', () => {
    const { subject, text } = renderEmail('de', renewal);
    expect(subject).toBe('Ihr Burrow-Abonnement wurde verlängert – Beleg BRW-2027-000043');
    expect(text).toContain('Bezahlt: 140,34\u00a0€');
    expect(text).toContain('Nächste Verlängerung: 4. März 2027');
  });

  it('says an amount includes VAT, and at what rate, where the buyer’s prices include it', () => {
    const [exclusive, inclusive] = SAMPLES.renewal_receipt as EmailMessage[];
    expect(renderEmail('de', inclusive!).text).toContain(
      'Bezahlt: 140,34\u00a0€ inkl. MwSt. (19\u00a0%)',
    );
    expect(renderEmail('de', exclusive!).text.split('\n')).toContain('Bezahlt: 140,34\u00a0€');
    expect(renderEmail('en', SAMPLES.renewal_reminder[0] as EmailMessage).text).toContain(
      'This includes £23.39 of VAT (20%).',
    );
    const [, keptInGermany] = SAMPLES.retention_offer_accepted as EmailMessage[];
    expect(renderEmail('en', keptInGermany!).text).toContain(
      'On March 4, 2027 you will be charged €69.99 instead of €99.99, VAT (19%) included.',
    );
  });

  it('writes Japanese dates and counts in Japanese', () => {
    const { subject, text } = renderEmail('jp', SAMPLES.deletion_requested[0] as EmailMessage);
    expect(subject).toMatch(/アカウント/);
    expect(text).toContain('2027年3月4日');
    expect(text).toContain('14日後');
  });

  it('keeps numbers, names and addresses left to right inside Arabic sentences', () => {
    const { subject, text } = renderEmail('ar', renewal);
    expect(subject).toContain('\u2068BRW-2027-000043\u2069');
    expect(text).toContain('\u2068Burrow Basic\u2069');
    // Links stay bare, on their own lines, so mail clients still recognise them.
    expect(text.split('\n')).toContain(URL);
  });

  it('counts with the plural forms of the language', () => {
    const link = (locale: string, minutes: number) =>
      renderEmail(locale, { kind: 'sign_in_link', link: LINK, validForMs: minutes * 60_000 }).text;
    expect(link('en', 1)).toContain('expires in 1 minute:');
    expect(link('en', 10)).toContain('expires in 10 minutes:');
    expect(link('pl', 2)).toContain('2 minuty');
    expect(link('pl', 10)).toContain('10 minut');
    expect(link('ru', 21)).toContain('21 минуту');
  });

  it('names payment methods and lists plans the way the language does', () => {
    const paypal = SAMPLES.payment_method_changed[1] as EmailMessage;
    expect(renderEmail('en', paypal).text).toContain(
      'From now on these renew on PayPal (ada@example.com): Burrow Premium and Dedicated IP.',
    );
    expect(renderEmail('de', SAMPLES.payment_method_changed[0] as EmailMessage).text).toContain(
      'Visa mit Endziffern 4242',
    );
  });

  it('tells what a renewal will charge, when, to which card, and where to stop it', () => {
    const [renewal, trial] = SAMPLES.renewal_reminder as EmailMessage[];
    expect(renderEmail('en', renewal as EmailMessage)).toEqual({
      subject: 'Your Burrow subscription renews on March 4, 2027',
      text: [
        'Your Burrow Premium subscription renews automatically on March 4, 2027.',
        '',
        'On that day we will charge £140.34 to Visa ending in 4242.',
        'This includes £23.39 of VAT (20%).',
        '',
        'To stay protected, you do not need to do anything.',
        '',
        'To change how you pay or turn off automatic renewal, go to My Subscription:',
        URL,
      ].join('\n'),
    });
    // No tax line when there is no tax, and the saved method unnamed when it is unknown.
    const { subject, text } = renderEmail('en', trial as EmailMessage);
    expect(subject).toBe('Your Burrow free trial ends on March 4, 2027');
    expect(text).toContain('we will charge $12.99 to your saved payment method.');
    expect(text).not.toMatch(/tax/);
    const german = renderEmail('de', renewal as EmailMessage);
    expect(german.subject).toBe('Ihr Burrow-Abonnement verlängert sich am 4. März 2027');
    expect(german.text).toContain('140,34\u00a0£ von Visa mit Endziffern 4242');
  });

  it('writes English for a locale that is not published', () => {
    expect(renderEmail('tlh', renewal)).toEqual(renderEmail('en', renewal));
  });
});
