import { useIntl } from 'react-intl';

/** React 19 hoists <title> into <head>, so each page names itself where it renders. */
export function DocumentTitle({ title }: { title: string }) {
  const intl = useIntl();
  return <title>{intl.formatMessage({ id: 'common.document_title' }, { page: title })}</title>;
}
