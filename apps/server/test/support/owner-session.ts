import { contextOf } from '../../src/app-context';
import { startSession } from '../../src/modules/identity/identity-service';
import type { TestApp } from './test-app';

/**
 * A fresh session cookie for the owner of a subscription. Sessions end after a week idle,
 * and billing tests jump the clock months ahead, so each look at the owner's pages opens a
 * new one rather than keeping a cookie from before the jump.
 */
export async function ownerSessionCookie(t: TestApp, subscriptionId: string): Promise<string> {
  const [row] = await t.app.db.query<{ user_id: string }>(
    `SELECT user_id FROM subscriptions WHERE id = $1`,
    [subscriptionId],
  );
  const session = await t.app.db.transaction((tx) =>
    startSession(tx, contextOf(t.app), 'burrow', row?.user_id ?? '', 'test'),
  );
  return `burrow_session=${session.token}`;
}
