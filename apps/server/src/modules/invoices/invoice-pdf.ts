import { cardBrandName } from '@burrow/domain/card-brand';
import type { Amount } from '@burrow/domain/money';
import { formatDay } from '@burrow/domain/date-format';
import { formatAmount } from '@burrow/domain/money-format';
import PDFDocument from 'pdfkit';
import {
  DocumentText,
  drawText,
  isolateSymbols,
  lineHeight,
  type Align,
  type TextDirection,
  type TextStyle,
} from '../../documents/pdf-text';
import { translator, type MessageId, type Translator } from '../../i18n/translator';
import type { InvoiceDocument } from './invoice-document';
import { localisedLineText } from './localised-line-text';

const STATUS_MESSAGES: Record<InvoiceDocument['invoice']['status'], MessageId> = {
  paid: 'invoice.status.paid',
  payment_due: 'invoice.status.payment_due',
  refunded: 'invoice.status.refunded',
  voided: 'invoice.status.voided',
};

/** Brand names stay as their owners write them; generic methods are translated. */
const METHOD_NAMES: Readonly<Record<string, string | MessageId>> = {
  CreditCard: 'invoice.payment_method.card',
  ApplePay: 'Apple Pay',
  GooglePay: 'Google Pay',
  PayPal: 'PayPal',
  PaypalLegacy: 'PayPal',
  AppStore: 'App Store',
  PlayStore: 'Google Play',
  Braintree: 'Braintree',
  Bitpay: 'BitPay',
  gift_card: 'invoice.payment_method.gift_card',
  amdocs: 'invoice.payment_method.partner',
  incomm: 'invoice.payment_method.partner',
  None: 'invoice.payment_method.none',
};

function paymentMethodText(t: Translator['t'], method: InvoiceDocument['paymentMethod']): string {
  if (!method) return '—';
  const label = (value: string) => (value.startsWith('invoice.') ? t(value as MessageId) : value);
  if (method.cardLast4) {
    const brand = method.cardBrand
      ? cardBrandName(method.cardBrand)
      : label('invoice.payment_method.card');
    return `${brand} •••• ${method.cardLast4}`;
  }
  return label(METHOD_NAMES[method.method] ?? method.method);
}

const MARGIN = 56;

/**
 * Renders an invoice as a PDF (A4) in the customer's language (decision 0050): labels from
 * the server catalogues, amounts and dates formatted for the language, Noto fonts embedded
 * for its script, right to left for Arabic and Hebrew.
 */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { invoice, seller, customer } = doc;
  const { t, language } = translator(customer.locale);
  const lang = language.languageCode;
  const text = new DocumentText(language);
  const money = (amount: Amount) =>
    text.rtl ? isolateSymbols(formatAmount(amount, lang)) : formatAmount(amount, lang);
  const date = (iso: string | null) => (iso ? formatDay(iso, lang) : '—');
  const title = t('invoice.title', { number: invoice.number });
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Uncompressed streams keep the totals checkable by tests; fonts are embedded as subsets.
    compress: false,
    lang,
    displayTitle: true,
    // The title without the bidi isolates the translator adds around values.
    info: { Title: title.replace(/[\u2066-\u2069]/g, ''), Author: seller.legalName },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    pdf.on('end', () => resolve(Buffer.concat(chunks))),
  );

  const contentWidth = pdf.page.width - 2 * MARGIN;
  const bottom = pdf.page.height - MARGIN;
  let y = MARGIN;
  /**
   * Writes text `offset` points from the start edge (the right edge in Arabic and Hebrew),
   * `width` wide, and answers its height; a block that would cross the bottom margin starts
   * a new page.
   */
  const write = (
    content: string,
    style: TextStyle,
    place: { offset?: number; width?: number; align?: Align; direction?: TextDirection } = {},
  ): number => {
    const offset = place.offset ?? 0;
    const width = place.width ?? contentWidth - offset;
    const x = text.rtl ? MARGIN + contentWidth - offset - width : MARGIN + offset;
    const direction = place.direction ?? 'document';
    const height = text.layout(content, style, width, direction).length * lineHeight(style.size);
    if (y + height > bottom && y > MARGIN) {
      pdf.addPage();
      y = MARGIN;
    }
    const align = place.align ?? 'start';
    return drawText(pdf, text, content, style, { x, y, width, align, direction });
  };
  const line = (content: string, style: TextStyle) => {
    y += write(content, style);
  };
  /** Data shown as stored (names, addresses, emails): in its own direction, at the start edge. */
  const data = (content: string, style: TextStyle) => {
    y += write(content, style, { direction: 'auto' });
  };
  const gap = (points: number) => {
    y += points;
  };

  const small: TextStyle = { size: 9, color: '#444' };
  const body: TextStyle = { size: 10 };
  const bold: TextStyle = { size: 10, weight: 'bold' };

  data(seller.legalName || seller.name || 'Burrow', { size: 20, weight: 'bold' });
  if (seller.address) data(seller.address, small);
  if (seller.taxId) line(t('invoice.seller.vat_id', { id: seller.taxId }), small);
  if (seller.supportEmail) data(seller.supportEmail, small);

  gap(20);
  line(title, { size: 16, weight: 'bold' });
  gap(4);
  line(t('invoice.status', { status: t(STATUS_MESSAGES[invoice.status]) }), body);
  line(t('invoice.issued', { date: date(invoice.issued_at) }), body);
  if (invoice.paid_at) line(t('invoice.paid', { date: date(invoice.paid_at) }), body);
  if (invoice.period_start) {
    line(
      t('invoice.service_period', {
        start: date(invoice.period_start),
        end: date(invoice.period_end),
      }),
      body,
    );
  }
  line(t('invoice.payment_method', { method: paymentMethodText(t, doc.paymentMethod) }), body);

  gap(12);
  line(t('invoice.billed_to'), bold);
  data(customer.email, body);
  if (customer.country) {
    const region = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
    line(region.of(customer.country) ?? customer.country, body);
  }

  gap(20);
  const amountWidth = 150;
  const row = (label: string, value: string, style: TextStyle) => {
    const labelHeight = write(label, style, { width: contentWidth - amountWidth - 16 });
    const valueHeight = write(value, style, {
      offset: contentWidth - amountWidth,
      width: amountWidth,
      align: 'end',
    });
    y += Math.max(labelHeight, valueHeight) + 3;
  };
  row(t('invoice.column.description'), t('invoice.column.amount'), bold);
  for (const item of doc.lines) {
    row(localisedLineText(t, item.text, date), money(item.amount), body);
  }
  gap(6);
  row(t('invoice.subtotal'), money(invoice.subtotal), body);
  if (invoice.discount.unscaledValue > 0) {
    const discount = { ...invoice.discount, unscaledValue: -invoice.discount.unscaledValue };
    row(
      doc.couponCode
        ? t('invoice.discount_with_coupon', { code: doc.couponCode })
        : t('invoice.discount'),
      money(discount),
      body,
    );
  }
  // The rate beside the tax (decision 0108); an invoice from before it was recorded has none.
  const taxLabel =
    invoice.tax_rate === null
      ? t('invoice.tax')
      : t(invoice.tax_inclusive ? 'invoice.vat_at_rate' : 'invoice.tax_at_rate', {
          rate: invoice.tax_rate,
        });
  row(taxLabel, money(invoice.tax), body);
  row(
    t(invoice.tax_inclusive ? 'invoice.total_incl_vat' : 'invoice.total'),
    money(invoice.total),
    bold,
  );

  gap(28);
  line(
    t('invoice.footer.thanks', {
      brand: seller.name || 'Burrow',
      email: seller.supportEmail,
    }),
    { size: 8, color: '#666' },
  );
  pdf.end();
  return done;
}
