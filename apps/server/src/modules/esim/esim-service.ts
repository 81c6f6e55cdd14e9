import type { EsimListResponse, HolidayEsim } from '@burrow/contract/esims';
import { esimActivationCode, isEsimUsable } from '@burrow/domain/esim-activation';
import { makeKrn } from '@burrow/domain/krn';
import type { AppContext } from '../../app-context';

interface EsimRow {
  id: string;
  subscription_id: string;
  plan_name: string;
  requested_at: Date;
  data_gb: number | null;
  expires_at: Date | null;
  smdp_address: string | null;
  matching_id: string | null;
}

function toView(row: EsimRow, now: Date): HolidayEsim {
  const base = {
    id: row.id,
    krn: makeKrn('esim', row.id),
    subscription_krn: makeKrn('subscription', row.subscription_id),
    plan_name: row.plan_name,
    requested_at: row.requested_at.toISOString(),
  };
  // The profile columns are all set or all null (a check constraint): null is being set up.
  if (
    row.matching_id === null ||
    row.smdp_address === null ||
    row.data_gb === null ||
    row.expires_at === null
  ) {
    return { ...base, status: 'being_set_up' };
  }
  return {
    ...base,
    status: 'ready',
    data_gb: row.data_gb,
    expires: row.expires_at.toISOString(),
    usable: isEsimUsable(row.expires_at, now),
    activation_code: esimActivationCode(row.smdp_address, row.matching_id),
    smdp_address: row.smdp_address,
    matching_id: row.matching_id,
  };
}

/**
 * The caller's holiday eSIMs: those being set up first (newest request first), then the
 * ready ones, latest expiry first, with what a phone needs to install each.
 */
export async function listEsims(
  ctx: AppContext,
  tenantId: string,
  userId: string,
): Promise<EsimListResponse> {
  const rows = await ctx.db.query<EsimRow>(
    `SELECT e.id, e.subscription_id, pr.name AS plan_name, e.requested_at, e.data_gb, e.expires_at,
            e.smdp_address, e.matching_id
       FROM holiday_esims e
       JOIN subscriptions s ON s.id = e.subscription_id
       JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
       JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE s.tenant_id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL
      ORDER BY e.expires_at DESC NULLS FIRST, e.requested_at DESC, e.id`,
    [tenantId, userId],
  );
  const now = ctx.clock.now();
  return { esims: rows.map((row) => toView(row, now)) };
}
