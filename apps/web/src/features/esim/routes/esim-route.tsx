import { useIntl } from 'react-intl';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { LoadingBlock } from '../../../components/skeleton';
import { useEsims } from '../api/get-esims';
import { EsimCard } from '../components/esim-card';

function EsimList() {
  const intl = useIntl();
  const esims = useEsims();
  if (esims.isPending) {
    return <LoadingBlock lines={5} className="rounded-2xl border border-slate-200 bg-white p-6" />;
  }
  // A failed poll while something is being set up keeps what was shown; the next poll may
  // well succeed. Only a first load that failed has nothing to show.
  if (esims.data === undefined) {
    return (
      <ErrorState
        error={esims.error}
        onRetry={() => void esims.refetch()}
        retrying={esims.isFetching}
      />
    );
  }
  if (esims.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-slate-700">
        {intl.formatMessage({ id: 'esim.empty' })}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {esims.data.map((esim) => (
        <li key={esim.id}>
          <EsimCard esim={esim} />
        </li>
      ))}
    </ul>
  );
}

function EsimRoute() {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={intl.formatMessage({ id: 'esim.title' })}
        intro={intl.formatMessage({ id: 'esim.intro' })}
      />
      <EsimList />
    </div>
  );
}

export { EsimRoute as Component };
