import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { DocumentTitle } from '../../../components/document-title';
import { DeviceSetupLink } from '../components/device-setup-link';
import { DownloadLinks } from '../components/download-links';

/** `/setup`: where a purchase lands. Inside the account layout, so it needs a session. */
function SetupRoute() {
  const intl = useIntl();
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <DocumentTitle title={intl.formatMessage({ id: 'setup.document_title' })} />
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {intl.formatMessage({ id: 'setup.title' })}
        </h1>
        <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'setup.intro' })}</p>
      </div>
      <DeviceSetupLink />
      <DownloadLinks />
      <Link to="/subscriptions" className={buttonClasses('secondary', 'self-start')}>
        {intl.formatMessage({ id: 'setup.dashboard' })}
      </Link>
    </div>
  );
}

export { SetupRoute as Component };
