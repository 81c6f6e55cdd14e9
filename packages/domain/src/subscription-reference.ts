import { krnId } from './krn';

// Crockford's base-32 alphabet: no I, L, O or U, so a reference read aloud or typed from a
// screenshot cannot be mistaken for another.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 40 bits: the first ten hex digits of the id, eight base-32 characters. */
const PREFIX_HEX_DIGITS = 10;
const CHARACTERS = 8;

/**
 * The short reference a customer reads out to support instead of a 36-character UUID:
 * the id's first 40 bits in Crockford base 32, as two groups of four (`3NQ8-V2XK`). It is
 * stable (the same id always gives the same reference) and reversible to the id's prefix,
 * so support finds the subscription by `id LIKE '<prefix>%'`. An id that is not a UUID
 * (older imports) is shown as it is, uppercased.
 */
export function subscriptionReference(krnOrId: string): string {
  const id = krnId(krnOrId);
  if (!UUID.test(id)) return id.toUpperCase();
  let bits = BigInt(`0x${id.replaceAll('-', '').slice(0, PREFIX_HEX_DIGITS)}`);
  let code = '';
  for (let index = 0; index < CHARACTERS; index += 1) {
    code = ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The hex prefix of the id a reference stands for: how support turns it back into a search. */
export function referenceIdPrefix(reference: string): string | null {
  const code = reference.replaceAll('-', '').toUpperCase();
  if (code.length !== CHARACTERS) return null;
  let bits = 0n;
  for (const character of code) {
    const value = ALPHABET.indexOf(character);
    if (value < 0) return null;
    bits = (bits << 5n) | BigInt(value);
  }
  return bits.toString(16).padStart(PREFIX_HEX_DIGITS, '0');
}
