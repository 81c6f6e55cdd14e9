import { useIntl } from 'react-intl';
import { buttonClasses } from '../../../components/button-styles';

// docs/product.md#pages-and-paths: help lives on the site's /support pages, outside this app, so a full page load.
const SUPPORT_PATH = '/support';

export function SupportLink() {
  const intl = useIntl();
  return (
    <a href={SUPPORT_PATH} className={buttonClasses('ghost')}>
      {intl.formatMessage({ id: 'delayed_signup.support' })}
    </a>
  );
}
