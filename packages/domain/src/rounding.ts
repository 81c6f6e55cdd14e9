/**
 * Integer division of safe integers, exactly: the remainder is taken first, so the division
 * that follows is of a multiple and needs no float rounding.
 */
function floorDiv(numerator: number, denominator: number): number {
  const remainder = numerator % denominator;
  // `+ 0` turns a negative zero (0 / -3) into zero, so results compare equal to 0.
  const quotient = (numerator - remainder) / denominator + 0;
  return remainder !== 0 && remainder < 0 !== denominator < 0 ? quotient - 1 : quotient;
}

function ceilDiv(numerator: number, denominator: number): number {
  return 0 - floorDiv(-numerator, denominator);
}

export type RoundingMode = 'floor' | 'ceil' | 'half-up' | 'price';

/**
 * docs/product.md#prices-per-period-and-discounts rounding helper for displayed prices: round up, but when the ceiling is a multiple
 * of ten, round down, so a price shows as 8.39 rather than 8.40 (prices end in 9 more often
 * than in 0). Works on the exact ratio `numerator / denominator` of minor units.
 */
export function roundPrice(numerator: number, denominator = 1): number {
  const ceiling = ceilDiv(numerator, denominator);
  return ceiling % 10 === 0 ? floorDiv(numerator, denominator) : ceiling;
}

/** `numerator / denominator` rounded to a whole number by `mode`, without floating point. */
export function divideRounded(numerator: number, denominator: number, mode: RoundingMode): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} exactly`);
  }
  switch (mode) {
    case 'floor':
      return floorDiv(numerator, denominator);
    case 'ceil':
      return ceilDiv(numerator, denominator);
    case 'half-up': {
      // Half away from zero, on magnitudes: round up when the remainder is at least half.
      const a = Math.abs(numerator);
      const b = Math.abs(denominator);
      const remainder = a % b;
      const magnitude = (a - remainder) / b + (remainder >= b - remainder ? 1 : 0);
      return numerator < 0 !== denominator < 0 ? 0 - magnitude : magnitude;
    }
    case 'price':
      return roundPrice(numerator, denominator);
  }
}
