import { FormattedDate, useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { LoadingBlock } from '../../../components/skeleton';
import { useNavigationPolicy } from '../../../lib/account/navigation-policy';
import { isApiError } from '../../../lib/api-client';
import { useExpertProgram } from '../api/get-expert-program';
import { ApplicationForm } from '../components/application-form';

const PERKS = [
  'expert_program.perk.early_access',
  'expert_program.perk.community',
  'expert_program.perk.free_months',
] as const;

function ExpertProgramBody() {
  const intl = useIntl();
  const policy = useNavigationPolicy();
  const switchedOn = policy.data?.expertProgramEnabled === true;
  const program = useExpertProgram(switchedOn);
  if (policy.isError) {
    return (
      <ErrorState
        error={policy.error}
        onRetry={() => void policy.refetch()}
        retrying={policy.isFetching}
      />
    );
  }
  if (policy.isPending || (switchedOn && program.isPending)) {
    return <LoadingBlock lines={4} className="rounded-2xl border border-slate-200 bg-white p-6" />;
  }
  // docs/product.md#customer-pages: behind its feature switch. Switched off, the programme does not exist (and the
  // API agrees with a 404 should the switch change under an open page).
  if (!switchedOn || isApiError(program.error, 'not_found')) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-slate-700">
        {intl.formatMessage({ id: 'expert_program.closed' })}
      </p>
    );
  }
  if (program.isError || !program.data) {
    return (
      <ErrorState
        error={program.error}
        onRetry={() => void program.refetch()}
        retrying={program.isFetching}
      />
    );
  }
  return (
    <section className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">
          {intl.formatMessage({ id: 'expert_program.perks.title' })}
        </h2>
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
          {PERKS.map((perk) => (
            <li key={perk}>{intl.formatMessage({ id: perk })}</li>
          ))}
        </ul>
      </div>
      {program.data.status === 'applied' && program.data.applied_at ? (
        <Alert tone="success">
          {intl.formatMessage(
            { id: 'expert_program.applied' },
            { date: <FormattedDate value={program.data.applied_at} dateStyle="long" /> },
          )}
        </Alert>
      ) : (
        <ApplicationForm />
      )}
    </section>
  );
}

function ExpertProgramRoute() {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={intl.formatMessage({ id: 'expert_program.title' })}
        intro={intl.formatMessage({ id: 'expert_program.intro' })}
      />
      <ExpertProgramBody />
    </div>
  );
}

export { ExpertProgramRoute as Component };
