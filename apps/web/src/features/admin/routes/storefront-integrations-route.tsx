import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { ApiKeysSection } from '../components/api-keys-section';
import { WebhookEndpointsSection } from '../components/webhook-endpoints-section';
import { useStaffContext } from './admin-layout';

/**
 * `/admin/storefronts/:storefrontId/integrations`: the storefront's service API keys and
 * webhook endpoints (decision 0125). Secrets are shown once, where they are made.
 */
function StorefrontIntegrationsRoute() {
  const me = useStaffContext();
  const storefrontId = useParams().storefrontId ?? '';
  return (
    <section className="flex flex-col gap-8">
      <title>{`API keys and webhooks of ${storefrontId} — Burrow operator console`}</title>
      <div className="flex flex-col gap-1">
        <Link to="/admin/storefronts" className="text-sm font-medium text-indigo-800 underline">
          All storefronts
        </Link>
        <h1 className="text-2xl font-bold break-all text-slate-900">
          {`API keys and webhooks of ${storefrontId}`}
        </h1>
      </div>
      {me.permissions.includes('api-keys:manage') ? (
        <>
          <ApiKeysSection storefrontId={storefrontId} />
          <WebhookEndpointsSection storefrontId={storefrontId} />
        </>
      ) : (
        <Alert tone="error">Your role does not allow this page.</Alert>
      )}
    </section>
  );
}

export { StorefrontIntegrationsRoute as Component };
