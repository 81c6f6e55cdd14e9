import { useIntl } from 'react-intl';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { useInvoices } from '../api/get-invoices';
import { InvoiceRow } from './invoice-row';

/** Payment history: loading, failure with retry, nothing yet, or one row per invoice. */
export function InvoiceList() {
  const intl = useIntl();
  const invoices = useInvoices();

  if (invoices.isPending) {
    return <LoadingBlock lines={4} className="rounded-2xl border border-slate-200 bg-white p-6" />;
  }
  if (invoices.isError) {
    return (
      <ErrorState
        error={invoices.error}
        onRetry={() => void invoices.refetch()}
        retrying={invoices.isFetching}
      />
    );
  }
  if (invoices.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-slate-700">
        {intl.formatMessage({ id: 'invoices.empty' })}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {invoices.data.map((invoice) => (
        <li key={invoice.id}>
          <InvoiceRow invoice={invoice} />
        </li>
      ))}
    </ul>
  );
}
