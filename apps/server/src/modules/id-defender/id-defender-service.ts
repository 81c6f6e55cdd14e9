import {
  ID_DEFENDER_FEATURES,
  type IdDefenderFeature,
  type IdDefenderFeatureState,
  type IdDefenderResponse,
} from '@burrow/contract/id-defender';
import { entitledIdDefenderItems } from '@burrow/domain/menu-visibility';
import { navigationType } from '@burrow/domain/navigation-type';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/errors';
import { loadCurrentUser } from '../identity/identity-service';
import { listSubscriptions } from '../subscriptions/subscription-service';

/** The features the caller's current subscriptions cover: the rule that draws the menu. */
async function entitledFeatures(
  ctx: AppContext,
  tenantId: string,
  userId: string,
): Promise<Set<IdDefenderFeature>> {
  const user = await loadCurrentUser(ctx, tenantId, userId, false);
  const subscriptions = await listSubscriptions(ctx, tenantId, userId);
  const now = ctx.clock.now();
  return new Set(
    entitledIdDefenderItems({
      user,
      subscriptions,
      navigationType: navigationType(user, subscriptions, now),
      now,
      policy: ctx.config.navigationPolicy,
    }),
  );
}

async function enrolments(
  ctx: AppContext,
  tenantId: string,
  userId: string,
): Promise<Map<string, Date>> {
  const rows = await ctx.db.query<{ feature: string; enrolled_at: Date }>(
    `SELECT feature, enrolled_at FROM id_defender_enrolments WHERE tenant_id = $1 AND user_id = $2`,
    [tenantId, userId],
  );
  return new Map(rows.map((row) => [row.feature, row.enrolled_at]));
}

function stateOf(
  feature: IdDefenderFeature,
  entitled: Set<IdDefenderFeature>,
  enrolled: Map<string, Date>,
): IdDefenderFeatureState {
  const at = enrolled.get(feature);
  return {
    feature,
    entitled: entitled.has(feature),
    enrolment: at
      ? { status: 'enrolled', enrolled_at: at.toISOString() }
      : { status: 'not_enrolled', enrolled_at: null },
  };
}

/** Each ID Defender feature: whether the caller's plan covers it, and whether they enrolled. */
export async function idDefenderStatus(
  ctx: AppContext,
  tenantId: string,
  userId: string,
): Promise<IdDefenderResponse> {
  const [entitled, enrolled] = await Promise.all([
    entitledFeatures(ctx, tenantId, userId),
    enrolments(ctx, tenantId, userId),
  ]);
  return { features: ID_DEFENDER_FEATURES.map((f) => stateOf(f, entitled, enrolled)) };
}

/**
 * Turns a feature's protection on for the caller (with their consent, checked by the
 * contract). Only what a current plan or add-on covers: otherwise 403 `not_entitled`.
 * Enrolling twice keeps the first enrolment.
 */
export async function enrol(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  feature: IdDefenderFeature,
): Promise<IdDefenderFeatureState> {
  const entitled = await entitledFeatures(ctx, tenantId, userId);
  if (!entitled.has(feature)) {
    throw new AppError(403, 'not_entitled', 'Your plan does not include this feature.');
  }
  await ctx.db.query(
    `INSERT INTO id_defender_enrolments (tenant_id, user_id, feature, enrolled_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT (tenant_id, user_id, feature) DO NOTHING`,
    [tenantId, userId, feature, ctx.clock.now()],
  );
  return stateOf(feature, entitled, await enrolments(ctx, tenantId, userId));
}
