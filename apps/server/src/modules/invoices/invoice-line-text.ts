/**
 * What an invoice line says, recovered from its stored English description so the PDF can
 * say it in the customer's language (decision 0050).
 *
 * Invoice lines keep the English text they were issued with: it is the invoice's record and
 * does not change. The line's price (`invoice_lines.price_id`) gives the product name and
 * billing cycle, and the issuers write their descriptions from fixed patterns, so a
 * description that is exactly what a pattern makes from that price is rendered from a
 * message instead. Anything else — a pattern changed later, a hand-made line — is shown as
 * stored: a line is never translated into something it did not say.
 */
export type InvoiceLineText =
  | { kind: 'plan'; product: string; months: number }
  | { kind: 'addon_until'; product: string; until: string }
  | { kind: 'credit_unused_time' }
  | { kind: 'gift_card'; product: string; code: string }
  | { kind: 'seats'; product: string; seats: number; days: number; periodDays: number }
  | { kind: 'stored'; text: string };

export interface InvoiceLinePrice {
  productName: string;
  cycleMonths: number;
}

/** A line the issuers write from a fixed pattern: every kind except a stored one. */
export type IssuedInvoiceLine = Exclude<InvoiceLineText, { kind: 'stored' }>;

/**
 * The English description an issuer stores for a line. The only writer of these patterns,
 * so `invoiceLineText` below can always read back what was written.
 */
export function invoiceLineDescription(line: IssuedInvoiceLine): string {
  switch (line.kind) {
    case 'plan':
      return `${line.product}, ${line.months} ${line.months === 1 ? 'month' : 'months'}`;
    case 'addon_until':
      return `${line.product}, until ${line.until}`;
    case 'credit_unused_time':
      return 'Credit for unused time';
    case 'gift_card':
      return `${line.product}, gift card ${line.code}`;
    case 'seats':
      return `${line.product}: ${line.seats} additional ${line.seats === 1 ? 'seat' : 'seats'}, ${line.days} of ${line.periodDays} days`;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The meaning of a stored line, given the product and cycle of its price (if it has one). */
export function invoiceLineText(
  description: string,
  price: InvoiceLinePrice | null,
): InvoiceLineText {
  // plan-changes: a plan change's credit for the unused part of the old period has no price.
  if (description === invoiceLineDescription({ kind: 'credit_unused_time' })) {
    return { kind: 'credit_unused_time' };
  }
  if (!price) return { kind: 'stored', text: description };
  const product = price.productName;
  const months = price.cycleMonths;
  // checkout, renewals, plan changes: "<product>, 12 months".
  if (description === invoiceLineDescription({ kind: 'plan', product, months })) {
    return { kind: 'plan', product, months };
  }
  const name = escapeRegExp(product);
  // plan-changes: an add-on bought mid-period, "<product>, until 2027-01-31".
  const until = new RegExp(`^${name}, until (\\d{4}-\\d{2}-\\d{2})$`).exec(description);
  if (until?.[1]) return { kind: 'addon_until', product, until: until[1] };
  // growth: a redeemed gift card, "<product>, gift card <code>".
  const gift = new RegExp(`^${name}, gift card (\\S+)$`).exec(description);
  if (gift?.[1]) return { kind: 'gift_card', product, code: gift[1] };
  // seat-purchases: "<product>: 3 additional seats, 120 of 365 days".
  const seats = new RegExp(`^${name}: (\\d+) additional seats?, (\\d+) of (\\d+) days$`).exec(
    description,
  );
  if (seats?.[1] && seats[2] && seats[3]) {
    const line: IssuedInvoiceLine = {
      kind: 'seats',
      product,
      seats: Number(seats[1]),
      days: Number(seats[2]),
      periodDays: Number(seats[3]),
    };
    // Only the exact singular/plural (and digits) the issuer writes counts as recognised.
    if (description === invoiceLineDescription(line)) return line;
  }
  return { kind: 'stored', text: description };
}
