import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package exports it as an ambient const enum.
const ARGON2ID = 2;

// OWASP Password Storage Cheat Sheet: Argon2id, m=19 MiB, t=2, p=1.
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verifying against this when an email has no account makes both answers take as long.
const dummyHash = hashPassword('burrow-timing-equaliser-password');

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
