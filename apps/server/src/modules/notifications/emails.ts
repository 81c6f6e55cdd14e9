import { cardBrandName } from '@burrow/domain/card-brand';
import { formatDay } from '@burrow/domain/date-format';
import type { ContactTopic } from '@burrow/domain/contact-form';
import type { Amount } from '@burrow/domain/money';
import { formatAmount } from '@burrow/domain/money-format';
import type { WalletMethodType } from '@burrow/domain/payment-wallet';
import type { TaxBasis } from '@burrow/domain/tax-rates';
import { translator, type MessageValues, type Translator } from '../../i18n/translator';

/** A link that works once, and how long it lives (the token's lifetime). */
interface SingleUseLink {
  link: string;
  validForMs: number;
}

/** A saved way to pay, as an email names it: "Visa ending in 4242", "PayPal (ada@…)". */
export interface EmailedPaymentMethod {
  type: WalletMethodType;
  brand: string | null;
  last4: string | null;
  payerEmail: string | null;
}

/**
 * Every email Burrow sends, with the facts it states: amounts as money, days as dates and
 * links as URLs. `renderEmail` words it in the recipient's language (decision 0060).
 */
export type EmailMessage =
  | ({ kind: 'sign_in_link' } & SingleUseLink)
  | ({ kind: 'verify_signup' } & SingleUseLink)
  | ({ kind: 'account_exists' } & SingleUseLink)
  | ({ kind: 'confirm_email_change' } & SingleUseLink)
  | ({ kind: 'password_reset' } & SingleUseLink)
  | ({
      /** To a business seat's holder: a sign-in link that lands on their device setup. */
      kind: 'seat_invite';
      /** Who gave them the seat: the business account's email. */
      inviter: string;
      planName: string;
    } & SingleUseLink)
  | {
      kind: 'purchase_receipt';
      planName: string;
      invoiceNumber: string;
      total: Amount;
      /** How the total was taxed: an inclusive buyer is told VAT is in it (decision 0108). */
      taxBasis: TaxBasis;
      renewsOn: Date | null;
      accountUrl: string;
      guaranteeDays: number;
    }
  | {
      kind: 'renewal_receipt';
      planName: string;
      invoiceNumber: string;
      total: Amount;
      taxBasis: TaxBasis;
      nextRenewal: Date;
      accountUrl: string;
    }
  | { kind: 'renewal_failed'; planName: string; nextRetry: Date | null; updatePaymentUrl: string }
  | {
      /** The issuer wants the customer to authenticate the renewal (SCA, decision 0086). */
      kind: 'renewal_authentication_required';
      planName: string;
      nextRetry: Date | null;
      /** The retry-payment page, where the customer confirms the payment with their bank. */
      confirmUrl: string;
    }
  | {
      /** Before a charge autobill will make: a renewal or a trial's conversion (decision 0101). */
      kind: 'renewal_reminder';
      reason: 'renewal' | 'trial_conversion';
      planName: string;
      /** What will be charged, tax included, and the tax within it. */
      total: Amount;
      tax: Amount;
      taxBasis: TaxBasis;
      chargeOn: Date;
      /** The way to pay it will be charged to; null when only its token is known. */
      method: EmailedPaymentMethod | null;
      /** My Subscription, where autobill is turned off (sign-in first, then back there). */
      manageUrl: string;
    }
  | { kind: 'subscription_expired'; planName: string; renewUrl: string }
  | {
      /** The customer paused instead of turning renewal off (decision 0102). */
      kind: 'subscription_paused';
      planName: string;
      resumesOn: Date;
      accountUrl: string;
    }
  | {
      /** The customer kept the plan at a discount on its next renewal (decision 0109). */
      kind: 'retention_offer_accepted';
      planName: string;
      percentOff: number;
      renewsOn: Date;
      /** That renewal's charge with the discount, tax included, and without it. */
      total: Amount;
      fullTotal: Amount;
      taxBasis: TaxBasis;
      accountUrl: string;
    }
  | {
      kind: 'pause_ending_soon';
      planName: string;
      resumesOn: Date;
      /** The paid-through date after the pause: the next payment, or the end if not renewing. */
      periodEnd: Date;
      renews: boolean;
      accountUrl: string;
    }
  | {
      kind: 'subscription_resumed';
      planName: string;
      periodEnd: Date;
      renews: boolean;
      accountUrl: string;
    }
  | {
      /** To the storefront's operator: an endpoint failed for three days (decision 0092). */
      kind: 'webhook_endpoint_disabled';
      endpointUrl: string;
      endpointId: string;
    }
  | {
      /** Always sent: a change of how a customer pays matters even when they did not make it. */
      kind: 'payment_method_changed';
      change: 'added' | 'made_default' | 'removed';
      method: EmailedPaymentMethod;
      /** The plans that renew on it from now on (empty when none does). */
      renewingPlans: string[];
      manageUrl: string;
    }
  | {
      kind: 'refund_requested';
      planName: string;
      amount: Amount;
      refundOn: Date;
      accountUrl: string;
    }
  | {
      kind: 'refund_completed';
      planName: string;
      amount: Amount;
      /** False for a refund staff gave without ending the plan (decision 0119). */
      planEnded: boolean;
    }
  | {
      kind: 'subscription_changed';
      change: 'switch_plan' | 'add_addon' | 'remove_addon';
      itemName: string;
      total: Amount;
      taxBasis: TaxBasis;
      invoiceNumber: string | null;
      periodEnd: Date;
      accountUrl: string;
    }
  | { kind: 'email_change_requested'; newEmail: string }
  | { kind: 'email_changed'; newEmail: string }
  | { kind: 'password_changed' }
  | { kind: 'password_reset_done' }
  | { kind: 'deletion_requested'; completesOn: Date; graceDays: number; accountUrl: string }
  | { kind: 'deletion_cancelled'; accountUrl: string }
  | { kind: 'account_deleted' }
  | {
      /** To the support address: a contact-form message (decision 0099). */
      kind: 'support_message';
      reference: string;
      topic: ContactTopic;
      from: string;
      /** The signed-in account's address, or null when the sender was not signed in. */
      account: string | null;
      message: string;
    }
  | {
      /** To the sender of a contact-form message, with a copy of it. */
      kind: 'support_message_received';
      reference: string;
      topic: ContactTopic;
      message: string;
    };

export type EmailKind = EmailMessage['kind'];

/** The emails that carry a single-use link. */
export type LinkEmailKind = Extract<EmailMessage, SingleUseLink>['kind'];

export interface RenderedEmail {
  subject: string;
  text: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A blank line between paragraphs; a link always on a line of its own, outside any sentence. */
const BLANK = '';

/**
 * Words an email in the recipient's language: `locale` as stored on the user (a site prefix
 * or a language tag; anything unpublished is English). Emails are plain text, so every
 * client shows them and links stay visible. Amounts and days are formatted for the language.
 */
export function renderEmail(locale: string | null | undefined, email: EmailMessage): RenderedEmail {
  const { t, language } = translator(locale);
  const lang = language.languageCode;
  const money = (amount: Amount) => formatAmount(amount, lang);
  const day = (date: Date) => formatDay(date, lang);
  const minutes = (ms: number) => Math.round(ms / MINUTE_MS);
  const hours = (ms: number) => Math.round(ms / HOUR_MS);
  const mail = (subject: string, lines: string[]) => ({ subject, text: lines.join('\n') });
  const hello = t('email.greeting');
  const notYou = t('email.not_you');
  const percent = (basis: TaxBasis) => basis.rateBasisPoints / 100;
  /** An invoice's total; where prices include VAT, saying so and at what rate (decision 0108). */
  const paid = (total: Amount, basis: TaxBasis) =>
    basis.inclusive
      ? t('email.receipt.paid_incl_vat', { amount: money(total), rate: percent(basis) })
      : t('email.receipt.paid', { amount: money(total) });
  /** An email whose point is its link: opener, what the link does and for how long, the link. */
  const linkMail = (
    {
      kind,
      link,
    }: { kind: Exclude<LinkEmailKind, 'account_exists' | 'seat_invite'>; link: string },
    opener: string,
    lifetime: MessageValues,
  ) =>
    mail(t(`email.${kind}.subject`), [
      opener,
      BLANK,
      t(`email.${kind}.intro`, lifetime),
      BLANK,
      link,
      BLANK,
      t(`email.${kind}.ignore`),
    ]);

  switch (email.kind) {
    case 'sign_in_link':
      return linkMail(email, hello, { minutes: minutes(email.validForMs) });
    case 'verify_signup':
      return linkMail(email, t('email.verify_signup.welcome'), {
        hours: hours(email.validForMs),
      });
    case 'confirm_email_change':
    case 'password_reset':
      return linkMail(email, hello, { hours: hours(email.validForMs) });
    case 'account_exists':
      return mail(t('email.account_exists.subject'), [
        hello,
        BLANK,
        t('email.account_exists.intro'),
        t('email.account_exists.link', { minutes: minutes(email.validForMs) }),
        BLANK,
        email.link,
        BLANK,
        t('email.account_exists.ignore'),
      ]);
    case 'seat_invite':
      return mail(t('email.seat_invite.subject'), [
        hello,
        BLANK,
        t('email.seat_invite.intro', { inviter: email.inviter, plan: email.planName }),
        t('email.seat_invite.link', { hours: hours(email.validForMs) }),
        BLANK,
        email.link,
        BLANK,
        t('email.seat_invite.ignore'),
      ]);
    case 'purchase_receipt':
      return mail(t('email.purchase_receipt.subject', { number: email.invoiceNumber }), [
        t('email.purchase_receipt.thanks'),
        BLANK,
        t('email.purchase_receipt.plan', { plan: email.planName }),
        t('email.receipt.invoice', { number: email.invoiceNumber }),
        paid(email.total, email.taxBasis),
        email.renewsOn
          ? t('email.purchase_receipt.renews_on', { date: day(email.renewsOn) })
          : t('email.purchase_receipt.no_renewal'),
        BLANK,
        t('email.purchase_receipt.account'),
        email.accountUrl,
        BLANK,
        t('email.purchase_receipt.guarantee', { days: email.guaranteeDays }),
      ]);
    case 'renewal_receipt':
      return mail(t('email.renewal_receipt.subject', { number: email.invoiceNumber }), [
        t('email.renewal_receipt.intro', { plan: email.planName }),
        BLANK,
        t('email.receipt.invoice', { number: email.invoiceNumber }),
        paid(email.total, email.taxBasis),
        t('email.renewal_receipt.next', { date: day(email.nextRenewal) }),
        BLANK,
        t('email.renewal_receipt.account'),
        email.accountUrl,
      ]);
    case 'renewal_failed':
      return mail(t('email.renewal_failed.subject'), [
        t('email.renewal_failed.intro', { plan: email.planName }),
        t('email.renewal_failed.connected'),
        BLANK,
        email.nextRetry
          ? t('email.renewal_failed.retry', { date: day(email.nextRetry) })
          : t('email.renewal_failed.no_retry'),
        email.updatePaymentUrl,
      ]);
    case 'renewal_authentication_required':
      return mail(t('email.renewal_authentication_required.subject'), [
        t('email.renewal_authentication_required.intro', { plan: email.planName }),
        t('email.renewal_failed.connected'),
        BLANK,
        email.nextRetry
          ? t('email.renewal_authentication_required.confirm_before', {
              date: day(email.nextRetry),
            })
          : t('email.renewal_authentication_required.confirm'),
        email.confirmUrl,
      ]);
    case 'renewal_reminder': {
      const date = day(email.chargeOn);
      const amount = money(email.total);
      return mail(t(`email.renewal_reminder.${email.reason}.subject`, { date }), [
        t(`email.renewal_reminder.${email.reason}.intro`, { plan: email.planName, date }),
        BLANK,
        email.method
          ? t('email.renewal_reminder.charge', { amount, method: methodName(t, email.method) })
          : t('email.renewal_reminder.charge_saved_method', { amount }),
        ...(email.tax.unscaledValue !== 0
          ? [
              email.taxBasis.inclusive
                ? t('email.renewal_reminder.vat', {
                    tax: money(email.tax),
                    rate: percent(email.taxBasis),
                  })
                : t('email.renewal_reminder.tax', { tax: money(email.tax) }),
            ]
          : []),
        BLANK,
        t('email.renewal_reminder.keep'),
        BLANK,
        t('email.renewal_reminder.manage'),
        email.manageUrl,
      ]);
    }
    case 'subscription_expired':
      return mail(t('email.subscription_expired.subject'), [
        t('email.subscription_expired.intro', { plan: email.planName }),
        BLANK,
        t('email.subscription_expired.come_back'),
        email.renewUrl,
      ]);
    case 'subscription_paused':
      return mail(t('email.subscription_paused.subject'), [
        t('email.subscription_paused.intro', {
          plan: email.planName,
          date: day(email.resumesOn),
        }),
        BLANK,
        t('email.subscription_paused.resume', { date: day(email.resumesOn) }),
        email.accountUrl,
      ]);
    case 'retention_offer_accepted':
      return mail(t('email.retention_offer_accepted.subject'), [
        t('email.retention_offer_accepted.intro', {
          plan: email.planName,
          percent: email.percentOff,
        }),
        email.taxBasis.inclusive
          ? t('email.retention_offer_accepted.charge_incl_vat', {
              date: day(email.renewsOn),
              amount: money(email.total),
              full: money(email.fullTotal),
              rate: percent(email.taxBasis),
            })
          : t('email.retention_offer_accepted.charge', {
              date: day(email.renewsOn),
              amount: money(email.total),
              full: money(email.fullTotal),
            }),
        t('email.retention_offer_accepted.after'),
        BLANK,
        t('email.pause.manage'),
        email.accountUrl,
      ]);
    case 'pause_ending_soon':
      return mail(t('email.pause_ending_soon.subject'), [
        t('email.pause_ending_soon.intro', {
          plan: email.planName,
          date: day(email.resumesOn),
        }),
        t(email.renews ? 'email.pause.renews_on' : 'email.pause.ends_on', {
          date: day(email.periodEnd),
        }),
        BLANK,
        t('email.pause.manage'),
        email.accountUrl,
      ]);
    case 'subscription_resumed':
      return mail(t('email.subscription_resumed.subject'), [
        t('email.subscription_resumed.intro', { plan: email.planName }),
        t(email.renews ? 'email.pause.renews_on' : 'email.pause.ends_on', {
          date: day(email.periodEnd),
        }),
        BLANK,
        t('email.pause.manage'),
        email.accountUrl,
      ]);
    case 'webhook_endpoint_disabled':
      return mail(t('email.webhook_endpoint_disabled.subject'), [
        t('email.webhook_endpoint_disabled.intro'),
        email.endpointUrl,
        t('email.webhook_endpoint_disabled.endpoint', { id: email.endpointId }),
        BLANK,
        t('email.webhook_endpoint_disabled.enable_again'),
      ]);
    case 'payment_method_changed': {
      const method = methodName(t, email.method);
      const plans = new Intl.ListFormat(lang, { type: 'conjunction' }).format(email.renewingPlans);
      return mail(t(`email.payment_method.${email.change}.subject`), [
        t(`email.payment_method.${email.change}.intro`, { method }),
        ...(email.renewingPlans.length > 0
          ? [BLANK, t('email.payment_method.renewing', { method, plans })]
          : []),
        BLANK,
        t('email.payment_method.not_you'),
        email.manageUrl,
      ]);
    }
    case 'refund_requested':
      return mail(t('email.refund_requested.subject'), [
        t('email.refund_requested.intro', { plan: email.planName, amount: money(email.amount) }),
        t('email.refund_requested.when', { date: day(email.refundOn) }),
        BLANK,
        t('email.refund_requested.withdraw'),
        email.accountUrl,
      ]);
    case 'refund_completed':
      return mail(t('email.refund_completed.subject'), [
        t(
          email.planEnded
            ? 'email.refund_completed.intro'
            : 'email.refund_completed.intro_plan_kept',
          { plan: email.planName, amount: money(email.amount) },
        ),
        t('email.refund_completed.timing'),
      ]);
    case 'subscription_changed':
      return mail(t('email.subscription_changed.subject'), [
        t(`email.subscription_changed.${email.change}`, {
          item: email.itemName,
          date: day(email.periodEnd),
        }),
        BLANK,
        ...(email.invoiceNumber
          ? [
              t('email.receipt.invoice', { number: email.invoiceNumber }),
              paid(email.total, email.taxBasis),
            ]
          : []),
        t('email.subscription_changed.paid_until', { date: day(email.periodEnd) }),
        BLANK,
        t('email.subscription_changed.account'),
        email.accountUrl,
      ]);
    case 'email_change_requested':
      return mail(t('email.email_change_requested.subject'), [
        hello,
        BLANK,
        t('email.email_change_requested.intro', { email: email.newEmail }),
        t('email.email_change_requested.pending'),
        BLANK,
        notYou,
      ]);
    case 'email_changed':
      return mail(t('email.email_changed.subject'), [
        hello,
        BLANK,
        t('email.email_changed.intro', { email: email.newEmail }),
        BLANK,
        notYou,
      ]);
    case 'password_changed':
      return mail(t('email.password_changed.subject'), [
        hello,
        BLANK,
        t('email.password_changed.intro'),
        BLANK,
        t('email.password_changed.not_you'),
      ]);
    case 'password_reset_done':
      return mail(t('email.password_reset_done.subject'), [
        hello,
        BLANK,
        t('email.password_reset_done.intro'),
        BLANK,
        t('email.password_reset_done.not_you'),
      ]);
    case 'deletion_requested':
      return mail(t('email.deletion_requested.subject'), [
        hello,
        BLANK,
        t('email.deletion_requested.intro', {
          date: day(email.completesOn),
          days: email.graceDays,
        }),
        t('email.deletion_requested.meanwhile'),
        BLANK,
        t('email.deletion_requested.cancel'),
        email.accountUrl,
        BLANK,
        notYou,
      ]);
    case 'deletion_cancelled':
      return mail(t('email.deletion_cancelled.subject'), [
        hello,
        BLANK,
        t('email.deletion_cancelled.intro'),
        BLANK,
        t('email.deletion_cancelled.account'),
        email.accountUrl,
      ]);
    case 'account_deleted':
      return mail(t('email.account_deleted.subject'), [
        hello,
        BLANK,
        t('email.account_deleted.intro'),
        t('email.account_deleted.invoices'),
        BLANK,
        t('email.account_deleted.thanks'),
      ]);
    case 'support_message': {
      const topic = t(`email.support.topic.${email.topic}`);
      return mail(t('email.support_message.subject', { topic, reference: email.reference }), [
        t('email.support_message.from', { email: email.from }),
        email.account
          ? t('email.support_message.account', { email: email.account })
          : t('email.support_message.visitor'),
        t('email.support.topic_line', { topic }),
        t('email.support.reference_line', { reference: email.reference }),
        BLANK,
        t('email.support_message.body'),
        BLANK,
        email.message,
      ]);
    }
    case 'support_message_received':
      return mail(t('email.support_message_received.subject', { reference: email.reference }), [
        hello,
        BLANK,
        t('email.support_message_received.intro'),
        BLANK,
        t('email.support.topic_line', { topic: t(`email.support.topic.${email.topic}`) }),
        t('email.support.reference_line', { reference: email.reference }),
        BLANK,
        t('email.support_message_received.copy'),
        BLANK,
        email.message,
      ]);
  }
}

/** Wallets and networks are proper names; only "card" and "ending in" are words to translate. */
function methodName(t: Translator['t'], method: EmailedPaymentMethod): string {
  const card =
    method.last4 !== null
      ? t('email.payment_method.card_ending', {
          brand: method.brand ? cardBrandName(method.brand) : t('email.payment_method.card'),
          last4: method.last4,
        })
      : null;
  const wallet: Record<Exclude<WalletMethodType, 'card'>, string> = {
    paypal: 'PayPal',
    apple_pay: 'Apple Pay',
    google_pay: 'Google Pay',
  };
  if (method.type === 'card') return card ?? t('email.payment_method.card');
  const detail = method.type === 'paypal' ? method.payerEmail : card;
  return detail ? `${wallet[method.type]} (${detail})` : wallet[method.type];
}
