import { useIntl } from 'react-intl';
import { DocumentTitle } from '../../../components/document-title';
import { InvoiceList } from '../components/invoice-list';

function InvoicesRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'invoices.title' });
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {intl.formatMessage({ id: 'invoices.intro' })}
        </p>
      </div>
      <InvoiceList />
    </div>
  );
}

export { InvoicesRoute as Component };
