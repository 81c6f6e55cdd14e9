import { currencyMinorDigits } from '@burrow/domain/money';

/**
 * What staff type in the refund dialog, read as integer minor units of the invoice's
 * currency: `12.95`, `12,95`, `12` or ` $12.95 ` in USD is 1295; `1500` in JPY is 1500. No
 * float ever holds the amount: the digits are put together as text. Null when it is not an
 * amount of this currency (letters, two separators, more decimals than the currency has,
 * thousands separators, a minus sign).
 */
export function minorUnitsOf(text: string, currency: string): number | null {
  const digits = currencyMinorDigits(currency);
  // A symbol or code staff copy along with the amount is not part of it.
  const plain = text.trim().replace(/^(?:[$€£¥]|[A-Za-z]{3})\s*/, '');
  const match = /^(\d{1,9})(?:[.,](\d*))?$/.exec(plain);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(`${whole}${fraction.padEnd(digits, '0')}`);
}

/** The minor units as staff would type them back: `1295` USD is `12.95`, `1500` JPY `1500`. */
export function majorUnitsText(minor: number, currency: string): string {
  const digits = currencyMinorDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

export type RefundAmountCheck =
  { ok: true; amountMinor: number; full: boolean } | { ok: false; error: string };

/**
 * The amount a refund may give back: at least one minor unit and at most what is left. The
 * server refuses more anyway (409 `refund_exceeds_remaining`); this says so before asking.
 */
export function checkRefundAmount(
  text: string,
  remainingMinor: number,
  currency: string,
): RefundAmountCheck {
  if (text.trim() === '') return { ok: false, error: 'Enter the amount to give back.' };
  const amountMinor = minorUnitsOf(text, currency);
  if (amountMinor === null)
    return {
      ok: false,
      error: `Enter an amount such as ${majorUnitsText(remainingMinor, currency)}.`,
    };
  if (amountMinor <= 0) return { ok: false, error: 'Enter an amount above zero.' };
  if (amountMinor > remainingMinor)
    return {
      ok: false,
      error: `At most ${majorUnitsText(remainingMinor, currency)} ${currency} is left to refund.`,
    };
  return { ok: true, amountMinor, full: amountMinor === remainingMinor };
}
