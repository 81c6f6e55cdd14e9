import type { ReferralBonusResponse, ReferralProgram } from '@burrow/contract/referrals';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { CopyButton } from '../../../components/copy-button';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { periodText } from '../../../i18n/period-text';
import { useReferralBonus } from '../api/get-referral-bonus';

/** The personal link, what it gives friends and the customer, and a copy button. */
export function ReferralLink({ program }: { program: ReferralProgram }) {
  const intl = useIntl();
  const bonus = useReferralBonus(program.referral_code, program.referral_campaign_id);
  const link = new URL(program.link_path, window.location.origin).toString();

  return (
    <section
      aria-labelledby="referral-link"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="referral-link" className="text-lg font-semibold text-slate-900">
        {intl.formatMessage({ id: 'referrals.link.title' })}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <label htmlFor="referral-link-field" className="text-sm font-medium text-slate-800">
            {intl.formatMessage({ id: 'referrals.link.label' })}
          </label>
          <input
            id="referral-link-field"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
          />
        </div>
        <CopyButton
          variant="primary"
          text={link}
          label={intl.formatMessage({ id: 'referrals.link.copy' })}
          copiedLabel={intl.formatMessage({ id: 'referrals.link.copied' })}
          failedLabel={intl.formatMessage({ id: 'referrals.link.copy_failed' })}
        />
      </div>
      <BonusTerms bonus={bonus} program={program} />
    </section>
  );
}

function BonusTerms({
  bonus,
  program,
}: {
  bonus: ReturnType<typeof useReferralBonus>;
  program: ReferralProgram;
}) {
  const intl = useIntl();
  if (bonus.isPending) return <LoadingBlock lines={1} />;
  if (bonus.isError) {
    return (
      <ErrorState
        error={bonus.error}
        onRetry={() => void bonus.refetch()}
        retrying={bonus.isFetching}
      />
    );
  }
  const answer: ReferralBonusResponse = bonus.data;
  if (!answer.eligible || !answer.bonusPeriod) {
    return <Alert tone="info">{intl.formatMessage({ id: 'referrals.link.not_eligible' })}</Alert>;
  }
  return (
    <p className="text-sm text-slate-700">
      {intl.formatMessage(
        { id: 'referrals.link.terms' },
        {
          friendBonus: periodText(intl, answer.bonusPeriod),
          reward: periodText(intl, program.reward_period),
        },
      )}
    </p>
  );
}
