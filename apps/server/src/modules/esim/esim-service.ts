import type { EsimListResponse } from '@burrow/contract/esims';
import { esimActivationCode, isEsimUsable } from '@burrow/domain/esim-activation';
import { makeKrn } from '@burrow/domain/krn';
import type { AppContext } from '../../app-context';

/**
 * The SM-DP+ server of the built-in sandbox eSIM provider. A real provider integration
 * returns its own address with each profile it issues (decision 0047).
 */
export const SANDBOX_SMDP_ADDRESS = 'smdp.sandbox.burrow.test';

interface EsimRow {
  id: string;
  subscription_id: string;
  plan_name: string;
  data_gb: number;
  expires_at: Date;
  matching_id: string;
}

/** The caller's holiday eSIMs, latest expiry first, with what a phone needs to install each. */
export async function listEsims(
  ctx: AppContext,
  tenantId: string,
  userId: string,
): Promise<EsimListResponse> {
  const rows = await ctx.db.query<EsimRow>(
    `SELECT e.id, e.subscription_id, pr.name AS plan_name, e.data_gb, e.expires_at, e.matching_id
       FROM holiday_esims e
       JOIN subscriptions s ON s.id = e.subscription_id
       JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
       JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE s.tenant_id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL
      ORDER BY e.expires_at DESC, e.id`,
    [tenantId, userId],
  );
  const now = ctx.clock.now();
  return {
    esims: rows.map((row) => ({
      id: row.id,
      krn: makeKrn('esim', row.id),
      subscription_krn: makeKrn('subscription', row.subscription_id),
      plan_name: row.plan_name,
      data_gb: row.data_gb,
      expires: row.expires_at.toISOString(),
      usable: isEsimUsable(row.expires_at, now),
      activation_code: esimActivationCode(SANDBOX_SMDP_ADDRESS, row.matching_id),
      smdp_address: SANDBOX_SMDP_ADDRESS,
      matching_id: row.matching_id,
    })),
  };
}
