import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';

/**
 * Letters and digits a person reads off a card without mistaking one for another (no 0/O,
 * no 1/I): 32 of them, so each character carries five random bits.
 */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;

/**
 * A new gift-card code: 80 random bits, in the normalised form redemption compares
 * (upper case, no dashes), so a code is found however a customer types it.
 */
export function newGiftCardCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}

export interface GiftCardIssue {
  tenantId: string;
  priceId: string;
  quantity: number;
  expiresAt: Date | null;
  batchId: string;
}

/**
 * Creates `quantity` unredeemed gift cards of one plan price inside the caller's
 * transaction and answers their codes. A code that happens to exist already is drawn again.
 */
export async function issueGiftCards(
  tx: Queryable,
  issue: GiftCardIssue,
  now: Date,
): Promise<string[]> {
  const codes: string[] = [];
  for (let attempt = 0; codes.length < issue.quantity; attempt += 1) {
    if (attempt > 10) throw new Error('could not draw unused gift-card codes');
    const drawn = Array.from({ length: issue.quantity - codes.length }, newGiftCardCode);
    const inserted = await tx.query<{ code: string }>(
      `INSERT INTO gift_cards (tenant_id, code, price_id, created_at, expires_at, batch_id)
       SELECT $1, drawn.code, $2, $3, $4, $5 FROM unnest($6::text[]) AS drawn(code)
       ON CONFLICT (tenant_id, code) DO NOTHING
       RETURNING code`,
      [issue.tenantId, issue.priceId, now, issue.expiresAt, issue.batchId, drawn],
    );
    codes.push(...inserted.map((row) => row.code));
  }
  return codes;
}
