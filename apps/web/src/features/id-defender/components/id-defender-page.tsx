import type { IdDefenderFeature } from '@burrow/contract/id-defender';
import { FormattedDate, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { buttonClasses } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { LoadingBlock } from '../../../components/skeleton';
import { useIdDefender } from '../api/get-id-defender';
import { EnrolForm } from './enrol-form';
import { FEATURE_CONTENT } from './feature-content';

/** The customer's state for one feature: not covered, ready to turn on, or on. */
function EnrolmentState({ feature }: { feature: IdDefenderFeature }) {
  const intl = useIntl();
  const status = useIdDefender();
  if (status.isPending) return <LoadingBlock lines={3} />;
  if (status.isError) {
    return (
      <ErrorState
        error={status.error}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  }
  const state = status.data.features.find((f) => f.feature === feature);
  if (!state?.entitled) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'id_defender.not_included' })}
        </p>
        <Link to="/my-subscriptions" className={buttonClasses('secondary')}>
          {intl.formatMessage({ id: 'id_defender.see_plan' })}
        </Link>
      </div>
    );
  }
  if (state.enrolment.status === 'enrolled' && state.enrolment.enrolled_at) {
    return (
      <Alert tone="success">
        {intl.formatMessage(
          { id: 'id_defender.enrolled' },
          { date: <FormattedDate value={state.enrolment.enrolled_at} dateStyle="long" /> },
        )}
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {intl.formatMessage({ id: 'id_defender.not_enrolled' })}
      </p>
      <EnrolForm feature={feature} />
    </div>
  );
}

/** One ID Defender page (docs/product.md#customer-pages): what the entitlement covers and the enrolment state. */
export function IdDefenderPage({ feature }: { feature: IdDefenderFeature }) {
  const intl = useIntl();
  const content = FEATURE_CONTENT[feature];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={intl.formatMessage({ id: content.title })}
        intro={intl.formatMessage({ id: content.intro })}
      />
      <section
        aria-labelledby="id-defender-covers"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="id-defender-covers" className="text-lg font-semibold text-slate-900">
          {intl.formatMessage({ id: 'id_defender.covers.title' })}
        </h2>
        <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm text-slate-700">
          {content.covers.map((line) => (
            <li key={line}>{intl.formatMessage({ id: line })}</li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="id-defender-protection"
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="id-defender-protection" className="text-lg font-semibold text-slate-900">
          {intl.formatMessage({ id: 'id_defender.protection.title' })}
        </h2>
        <EnrolmentState feature={feature} />
      </section>
    </div>
  );
}
