import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useActivationSetup } from '../api/get-activation-setup';
import { ActivationCodePanel } from '../components/activation-code-panel';
import { DeviceList } from '../components/device-list';
import { DownloadLinks } from '../components/download-links';

function ActivationSetupBody({ token }: { token: string | null }) {
  const intl = useIntl();
  const setup = useActivationSetup(token);
  if (setup.isPending) {
    return <LoadingBlock lines={6} className="rounded-2xl border border-slate-200 bg-white p-6" />;
  }
  if (setup.isError) {
    // A link to someone else's (or no) subscription: nothing to retry, say what to do.
    if (isApiError(setup.error, 'not_found')) {
      return (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5"
        >
          <p className="font-semibold text-red-900">
            {intl.formatMessage({ id: 'setup.activation.unknown_link.title' })}
          </p>
          <p className="text-sm text-red-800">
            {intl.formatMessage({ id: 'setup.activation.unknown_link.body' })}
          </p>
          <Link to="/activation-setup" className="font-semibold text-indigo-800 underline">
            {intl.formatMessage({ id: 'setup.activation.unknown_link.cta' })}
          </Link>
        </div>
      );
    }
    return (
      <ErrorState
        error={setup.error}
        onRetry={() => void setup.refetch()}
        retrying={setup.isFetching}
      />
    );
  }
  return (
    <>
      <p className="text-sm text-slate-700">
        {intl.formatMessage(
          { id: 'setup.activation.plan' },
          { plan: <strong className="font-semibold">{setup.data.subscription.plan_name}</strong> },
        )}
      </p>
      <ActivationCodePanel setup={setup.data} />
      <DeviceList setup={setup.data} />
    </>
  );
}

/**
 * `/activation-setup?activation_code={setup_link_token}` (docs/product.md#customer-pages Setup Devices): connect an
 * app with a one-time code, and rename or remove the devices already connected. `/setup`,
 * where a purchase lands, links here (decision 0053).
 */
function ActivationSetupRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('activation_code');
  const title = intl.formatMessage({ id: 'setup.activation.title' });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <DocumentTitle title={title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {intl.formatMessage({ id: 'setup.activation.intro' })}
        </p>
      </div>
      <ActivationSetupBody token={token || null} />
      <DownloadLinks />
    </div>
  );
}

export { ActivationSetupRoute as Component };
