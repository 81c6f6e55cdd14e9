import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { errorMessageId } from '../../../i18n/error-messages';

/** The failure of a form's submission, in the catalogue's words for its error code. */
export function FormError({ error }: { error: unknown }) {
  const intl = useIntl();
  if (!error) return null;
  return <Alert tone="error">{intl.formatMessage({ id: errorMessageId(error) })}</Alert>;
}
