/**
 * Money (docs/product.md#money Price.amount): on the wire `{unscaledValue, scale, currency}`, the value
 * being `unscaledValue × 10^-scale`. Arithmetic happens on integer minor units of the
 * currency (cents for USD) and never on floats, so sums and per-month prices are exact.
 * Every result is checked to be a safe integer; anything else throws a RangeError.
 */
export interface Amount {
  unscaledValue: number;
  scale: number;
  /** ISO 4217 code, uppercase. */
  currency: string;
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

function assertSafeInteger(value: number, what: string): number {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${what} must be a safe integer: ${value}`);
  return value;
}

function assertCurrency(currency: string): string {
  if (!CURRENCY_CODE.test(currency)) throw new RangeError(`Not an ISO 4217 code: ${currency}`);
  return currency;
}

// Building an Intl.NumberFormat costs far more than the lookup, and money is formatted in
// every request that shows a price: remember each currency's answer.
const minorDigitsByCurrency = new Map<string, number>();

/** Digits after the decimal point of a currency's minor unit (2 for USD, 0 for JPY, 3 for KWD). */
export function currencyMinorDigits(currency: string): number {
  const known = minorDigitsByCurrency.get(currency);
  if (known !== undefined) return known;
  // ICU carries ISO 4217's minor units; asking a currency formatter reads them without I/O.
  const format = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: assertCurrency(currency),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  minorDigitsByCurrency.set(currency, digits);
  return digits;
}

/** An amount of `minor` minor units of `currency`, e.g. `amountOf(1295, 'USD')` is $12.95. */
export function amountOf(minor: number, currency: string): Amount {
  return {
    // `+ 0` turns a negative zero (-1 × 0) into zero: no amount is "minus nothing".
    unscaledValue: assertSafeInteger(minor, 'Amount in minor units') + 0,
    scale: currencyMinorDigits(currency),
    currency,
  };
}

/**
 * The amount in minor units of its currency. A wire amount with more decimals than the
 * currency has is accepted only when those decimals are zero (`12.950` USD is 1295 cents);
 * a fraction of a cent throws, since silently rounding money hides bugs.
 */
export function toMinorUnits(amount: Amount): number {
  assertSafeInteger(amount.unscaledValue, 'unscaledValue');
  assertSafeInteger(amount.scale, 'scale');
  const digits = currencyMinorDigits(amount.currency);
  if (amount.scale <= digits) {
    return assertSafeInteger(amount.unscaledValue * 10 ** (digits - amount.scale), 'Amount');
  }
  const divisor = 10 ** (amount.scale - digits);
  if (amount.unscaledValue % divisor !== 0) {
    throw new RangeError(`${amount.unscaledValue}e-${amount.scale} is a fraction of a minor unit`);
  }
  return amount.unscaledValue / divisor;
}

/** The same amount written at the currency's own scale, as we send it on the wire. */
export function normalizeAmount(amount: Amount): Amount {
  return amountOf(toMinorUnits(amount), amount.currency);
}

function sameCurrency(a: Amount, b: Amount): string {
  if (a.currency !== b.currency) {
    throw new RangeError(`Cannot combine ${a.currency} with ${b.currency}`);
  }
  return a.currency;
}

/** a + b, in the same currency. */
export function addAmounts(a: Amount, b: Amount): Amount {
  return amountOf(toMinorUnits(a) + toMinorUnits(b), sameCurrency(a, b));
}

/** a − b, in the same currency (may be negative). */
export function subtractAmounts(a: Amount, b: Amount): Amount {
  return amountOf(toMinorUnits(a) - toMinorUnits(b), sameCurrency(a, b));
}

/** The amount times a whole number, e.g. a monthly price times the months of a plan. */
export function multiplyAmount(amount: Amount, factor: number): Amount {
  assertSafeInteger(factor, 'Factor');
  return amountOf(toMinorUnits(amount) * factor, amount.currency);
}

/** The sum of amounts in one currency; an empty list sums to zero of `currency`. */
export function sumAmounts(amounts: readonly Amount[], currency: string): Amount {
  return amounts.reduce((total, amount) => addAmounts(total, amount), amountOf(0, currency));
}

/** Negative, zero or positive as a is less than, equal to or greater than b. */
export function compareAmounts(a: Amount, b: Amount): number {
  sameCurrency(a, b);
  return Math.sign(toMinorUnits(a) - toMinorUnits(b));
}

/** Whether two amounts are the same money, whatever scale they are written at. */
export function amountsEqual(a: Amount, b: Amount): boolean {
  return a.currency === b.currency && toMinorUnits(a) === toMinorUnits(b);
}

/** The exact decimal text of an amount, `"12.95"`, `"-0.05"`, `"1200"` (for JPY). */
export function amountToDecimalString(amount: Amount): string {
  const minor = toMinorUnits(amount);
  const digits = currencyMinorDigits(amount.currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
