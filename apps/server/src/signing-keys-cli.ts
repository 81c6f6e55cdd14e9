import { DataDirLockedError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { loadDemoClockOffset } from './modules/demo-clock/demo-clock-store';
import { rotateDemoSigningKey } from './modules/devices/signing-keys';
import { ShiftableClock } from './platform/clock';
import { ConfigError, loadConfig } from './platform/config';

/**
 * `npm run signing-keys:rotate`: demo mode's entitlement key rotation (decision 0089). A new
 * key signs from now on; the old one stays in the JWKS until its last token has expired.
 * Production rotates through ENTITLEMENT_SIGNING_KEYS instead, and this command says so.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.entitlementSigningKeys) {
    throw new ConfigError([
      'ENTITLEMENT_SIGNING_KEYS is set: rotate by putting the new key first there and keeping the old one second for six minutes',
    ]);
  }
  const db = await openDatabase(config);
  try {
    await migrate(db);
    // The demo server's time, moved by the demo clock: the old key's last tokens expire on it.
    const clock = new ShiftableClock(await loadDemoClockOffset(db));
    const kid = await rotateDemoSigningKey(db, config, clock.now());
    console.log(JSON.stringify({ signing_kid: kid }));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
