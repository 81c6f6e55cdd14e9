/**
 * Device activation (docs/product.md#customer-pages `/activation-setup`, decision 0053): a short code a customer
 * types into a VPN app to connect it to their subscription. It works once and briefly, so
 * it is safe to read out or type on a TV remote; the app gets a credential of its own.
 */

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed cannot be misread. */
export const ACTIVATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 symbols of 5 bits: 60 bits, far beyond guessing within a code's life. */
export const ACTIVATION_CODE_LENGTH = 12;
/** How long a code works: long enough to install an app, short enough to be worthless later. */
export const ACTIVATION_CODE_TTL_MINUTES = 30;
/** Longest device name shown in the list. */
export const MAX_DEVICE_NAME_LENGTH = 40;

/**
 * A code from random bytes (one per symbol; 256 is a multiple of 32, so every symbol is
 * equally likely). The caller supplies the randomness: this package does no I/O.
 */
export function activationCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < ACTIVATION_CODE_LENGTH) {
    throw new RangeError(`an activation code needs ${ACTIVATION_CODE_LENGTH} random bytes`);
  }
  let code = '';
  for (let index = 0; index < ACTIVATION_CODE_LENGTH; index += 1) {
    code += ACTIVATION_CODE_ALPHABET[(bytes[index] ?? 0) & 31];
  }
  return code;
}

/** The code as shown: groups of four, `ABCD-EFGH-JKMN`. */
export function formatActivationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * A typed code in its stored form, or null when it cannot be one: spaces and dashes are
 * ignored, case too, and the letters Crockford reads as digits (O → 0, I and L → 1) count as
 * those digits.
 */
export function normalizeActivationCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== ACTIVATION_CODE_LENGTH) return null;
  return [...code].every((symbol) => ACTIVATION_CODE_ALPHABET.includes(symbol)) ? code : null;
}

/** When a code made at `now` stops working. */
export function activationCodeExpiry(now: Date): Date {
  return new Date(now.getTime() + ACTIVATION_CODE_TTL_MINUTES * 60_000);
}

/**
 * Whether a subscription with `connected` devices may connect another, when its plan connects
 * `maxDevices` at once (catalogue data: the order page sells Basic, VIP and Premium by it).
 */
export function mayConnectAnotherDevice(connected: number, maxDevices: number): boolean {
  return connected < maxDevices;
}
