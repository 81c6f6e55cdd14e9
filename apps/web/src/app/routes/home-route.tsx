import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button-styles';
import { DocumentTitle } from '../../components/document-title';

const POINTS = ['home.point.private', 'home.point.fast', 'home.point.devices'] as const;

function HomeRoute() {
  const intl = useIntl();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 py-16 sm:py-24">
      <DocumentTitle title={intl.formatMessage({ id: 'home.document_title' })} />
      <section className="flex flex-col items-start gap-6">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {intl.formatMessage({ id: 'home.title' })}
        </h1>
        <p className="max-w-2xl text-lg text-slate-700">
          {intl.formatMessage({ id: 'home.intro' })}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/order" className={buttonClasses('primary', 'px-5 py-3 text-base')}>
            {intl.formatMessage({ id: 'home.see_plans' })}
          </Link>
          <Link to="/signup" className={buttonClasses('secondary', 'px-5 py-3 text-base')}>
            {intl.formatMessage({ id: 'home.sign_up' })}
          </Link>
          <Link to="/login" className={buttonClasses('ghost', 'px-5 py-3 text-base')}>
            {intl.formatMessage({ id: 'home.sign_in' })}
          </Link>
        </div>
      </section>
      <ul className="grid gap-4 sm:grid-cols-3">
        {POINTS.map((point) => (
          <li key={point} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-slate-900">
              {intl.formatMessage({ id: `${point}.title` })}
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {intl.formatMessage({ id: `${point}.body` })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { HomeRoute as Component };
