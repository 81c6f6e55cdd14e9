import type { Subscription } from '@burrow/contract/subscriptions';
import type { MenuContext } from '@burrow/domain/menu-visibility';
import { navigationType } from '@burrow/domain/navigation-type';
import type { AppContext } from '../../app-context';
import { loadCurrentUser } from '../identity/identity-service';
import { listSubscriptions } from '../subscriptions/subscription-service';

/**
 * What the menu rules of docs/product.md#the-account-menu read about a customer, as of the clock's now. A page's API
 * refuses what its menu item hides by asking the same rule with this context, so the server
 * and the menu never disagree.
 */
export async function menuContextFor(
  ctx: AppContext,
  tenantId: string,
  userId: string,
): Promise<MenuContext & { subscriptions: Subscription[] }> {
  const [user, subscriptions] = await Promise.all([
    loadCurrentUser(ctx, tenantId, userId, false),
    listSubscriptions(ctx, tenantId, userId),
  ]);
  const now = ctx.clock.now();
  return {
    user,
    subscriptions,
    navigationType: navigationType(user, subscriptions, now),
    now,
    policy: ctx.config.navigationPolicy,
  };
}
