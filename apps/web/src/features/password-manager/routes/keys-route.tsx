import { useIntl } from 'react-intl';
import { PageHeader } from '../../../components/page-header';
import { PasswordManagerStatus } from '../components/password-manager-status';

function KeysRoute() {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={intl.formatMessage({ id: 'keys.title' })}
        intro={intl.formatMessage({ id: 'keys.intro' })}
      />
      <PasswordManagerStatus />
    </div>
  );
}

export { KeysRoute as Component };
