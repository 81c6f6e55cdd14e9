import type { ChangelogResponse } from '@burrow/contract/changelog';
import type { AppContext } from '../../app-context';

/** The tenant's changelog, newest first; dates are calendar days, not instants. */
export async function listChangelog(ctx: AppContext, tenantId: string): Promise<ChangelogResponse> {
  const entries = await ctx.db.query<ChangelogResponse['entries'][number]>(
    `SELECT id, to_char(published_on, 'YYYY-MM-DD') AS published_on, title, body
       FROM changelog_entries WHERE tenant_id = $1 ORDER BY published_on DESC, id`,
    [tenantId],
  );
  return { entries };
}
