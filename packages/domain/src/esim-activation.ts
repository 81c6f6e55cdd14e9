/**
 * The activation code a phone scans to install an eSIM profile (GSMA SGP.22 §4.1): `LPA:1$`,
 * the SM-DP+ server's address, `$`, then the profile's matching id. It is what the QR code
 * on the eSIM page encodes, and what a customer types when they cannot scan.
 */
export function esimActivationCode(smdpAddress: string, matchingId: string): string {
  return `LPA:1$${smdpAddress}$${matchingId}`;
}

/** An eSIM's travel data can be used until its holiday expiry. */
export function isEsimUsable(expires: Date, now: Date): boolean {
  return expires.getTime() > now.getTime();
}
