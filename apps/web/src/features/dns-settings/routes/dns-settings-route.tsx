import { useIntl } from 'react-intl';
import { DocumentTitle } from '../../../components/document-title';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { useDnsSettings } from '../api/get-dns-settings';
import { AuthorizedIpSection } from '../components/authorized-ip-section';
import { AutoAuthSection } from '../components/auto-auth-section';
import { HostnameSection } from '../components/hostname-section';

function DnsSettingsBody() {
  const settings = useDnsSettings();
  if (settings.isPending) {
    return <LoadingBlock lines={6} className="rounded-2xl border border-slate-200 bg-white p-6" />;
  }
  if (settings.isError) {
    return (
      <ErrorState
        error={settings.error}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  return (
    <>
      <AuthorizedIpSection settings={settings.data} />
      <AutoAuthSection settings={settings.data} />
      <HostnameSection settings={settings.data} />
    </>
  );
}

/** `/dns_settings` (docs/product.md#customer-pages): the network the DNS service answers for. */
function DnsSettingsRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'dns_settings.title' });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <DocumentTitle title={title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {intl.formatMessage({ id: 'dns_settings.intro' })}
        </p>
      </div>
      <DnsSettingsBody />
    </div>
  );
}

export { DnsSettingsRoute as Component };
