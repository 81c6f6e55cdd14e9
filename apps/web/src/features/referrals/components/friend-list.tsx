import type { ReferralProgram, ReferredFriend } from '@burrow/contract/referrals';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';

const STATUS_LABELS: Record<ReferredFriend['status'], MessageId> = {
  active: 'referrals.friends.status.active',
  in_trial: 'referrals.friends.status.in_trial',
  ended: 'referrals.friends.status.ended',
};

const REWARD_LABELS: Record<ReferredFriend['reward'], MessageId> = {
  added: 'referrals.friends.reward.added',
  no_plan_to_extend: 'referrals.friends.reward.no_plan_to_extend',
};

/** The friends who bought through the link, and the free months they earned the customer. */
export function FriendList({ program }: { program: ReferralProgram }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="referral-friends" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="referral-friends" className="text-lg font-semibold text-slate-900">
          {intl.formatMessage({ id: 'referrals.friends.title' })}
        </h2>
        <p className="text-sm font-medium text-slate-800">
          {intl.formatMessage({ id: 'referrals.earned' }, { months: program.bonus_months_earned })}
        </p>
      </div>
      {program.friends.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-700">
          {intl.formatMessage({ id: 'referrals.friends.empty' })}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {intl.formatMessage({ id: 'referrals.friends.title' })}
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {intl.formatMessage({ id: 'referrals.friends.column.friend' })}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {intl.formatMessage({ id: 'referrals.friends.column.joined' })}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {intl.formatMessage({ id: 'referrals.friends.column.status' })}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {intl.formatMessage({ id: 'referrals.friends.column.reward' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {program.friends.map((friend, index) => (
                <tr key={`${friend.joined_at}-${index}`} className="border-t border-slate-200">
                  <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                    {friend.masked_email ??
                      intl.formatMessage({ id: 'referrals.friends.deleted_account' })}
                  </th>
                  <td className="px-4 py-2 text-slate-700">
                    {intl.formatDate(friend.joined_at, { dateStyle: 'medium' })}
                  </td>
                  <td className="px-4 py-2 text-slate-700">
                    {intl.formatMessage({ id: STATUS_LABELS[friend.status] })}
                    {friend.plan_name && (
                      <span className="block text-xs text-slate-600">{friend.plan_name}</span>
                    )}
                  </td>
                  <td className="px-4 py-2 text-slate-700">
                    {intl.formatMessage({ id: REWARD_LABELS[friend.reward] })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
