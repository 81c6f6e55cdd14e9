import { createHmac } from 'node:crypto';
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
 * Signs in at /admin through the staff sign-in form. A code signs in once (decision 0114),
 * so when another journey just used this step's code the form refuses it, and the next
 * step's code is entered, as a person would wait for the app to show a new one.
 */
export async function signInAsStaff(page: Page, staff = DEMO_ADMIN): Promise<void> {
  await page.goto('/admin');
  const overview = page.getByRole('heading', { name: 'Overview' });
  const refused = page.getByRole('alert');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Authenticator code').fill(authenticatorCode(staff.totpSecret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(overview.or(refused)).toBeVisible();
    if (await overview.isVisible()) return;
    await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 500);
  }
  await expect(overview).toBeVisible();
}
