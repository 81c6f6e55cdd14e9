import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';

/** The demo admin of the README's "Demo accounts" section. */
export const DEMO_ADMIN = {
  email: 'admin@staff.demo.burrow.test',
  totpSecret: 'DEMOADMINBURROWSTAFFTOTPSECRETAA',
};

const STEP_MS = 30_000;

/**
 * The code an authenticator app would show (RFC 6238: HMAC-SHA-1, 6 digits, 30 s), worked
 * out here as the app does, apart from the server's own implementation.
 */
export function authenticatorCode(base32Secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of base32Secret)
    bits += alphabet.indexOf(character).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / STEP_MS)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * A code signs in once (decision 0114), and journeys in parallel workers sign in as the same
 * demo staff member: each takes a 30-second step of its own by creating a file named after
 * it, and waits for the next step when another worker has it — as a person waits for the
 * app to show a new code. Without this, refused codes use up the sign-in rate limit (429).
 * A step with under 5 s left is skipped, so the code is still current when it arrives.
 */
async function claimStep(page: Page, email: string): Promise<number> {
  const folder = path.join(os.tmpdir(), 'burrow-e2e-totp-steps');
  fs.mkdirSync(folder, { recursive: true });
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    const left = (step + 1) * STEP_MS - now;
    if (left > 5_000) {
      try {
        fs.closeSync(fs.openSync(path.join(folder, `${email}-${step}`), 'wx'));
        return now;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    await page.waitForTimeout(left + 500);
  }
}

/**
 * Signs in at /admin through the staff sign-in form, with the code of a step no other
 * worker used (claimStep); should the form still refuse it, the next step's code is tried.
 */
export async function signInAsStaff(page: Page, staff = DEMO_ADMIN): Promise<void> {
  await page.goto('/admin');
  const overview = page.getByRole('heading', { name: 'Overview' });
  const refused = page.getByRole('alert');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    const at = await claimStep(page, staff.email);
    await page.getByLabel('Authenticator code').fill(authenticatorCode(staff.totpSecret, at));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(overview.or(refused)).toBeVisible();
    if (await overview.isVisible()) return;
  }
  await expect(overview).toBeVisible();
}
