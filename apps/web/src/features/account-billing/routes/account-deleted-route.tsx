import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { DocumentTitle } from '../../../components/document-title';

/** `/account-deleted`: where a deletion carried out at once lands, signed out. */
function AccountDeletedRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'account_billing.deleted.title' });
  return (
    <div className="mx-auto w-full max-w-md py-10 sm:py-16">
      <DocumentTitle title={title} />
      <section className="flex flex-col items-start gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="text-slate-700">
          {intl.formatMessage({ id: 'account_billing.deleted.body' })}
        </p>
        <Link to="/" className={buttonClasses('secondary')}>
          {intl.formatMessage({ id: 'account_billing.deleted.home' })}
        </Link>
      </section>
    </div>
  );
}

export { AccountDeletedRoute as Component };
