import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button-styles';
import { DocumentTitle } from '../../components/document-title';

function NotFoundRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'not_found.title' });
  return (
    <div className="mx-auto flex max-w-lg flex-col items-start gap-4 py-24">
      <DocumentTitle title={title} />
      <p className="text-sm font-semibold text-indigo-800">404</p>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="text-slate-700">{intl.formatMessage({ id: 'not_found.body' })}</p>
      <Link to="/" className={buttonClasses('primary')}>
        {intl.formatMessage({ id: 'not_found.home' })}
      </Link>
    </div>
  );
}

export { NotFoundRoute as Component };
