import { invoiceDownloadPath, type Invoice } from '@burrow/contract/invoices';
import { formatAmount } from '@burrow/domain/money-format';
import { FormattedDate, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';

const STATUS_LABELS: Record<Invoice['status'], MessageId> = {
  paid: 'invoices.status.paid',
  payment_due: 'invoices.status.payment_due',
  refunded: 'invoices.status.refunded',
  voided: 'invoices.status.voided',
};

const STATUS_STYLES: Record<Invoice['status'], string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  payment_due: 'bg-amber-50 text-amber-900 ring-amber-200',
  refunded: 'bg-slate-100 text-slate-800 ring-slate-300',
  voided: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** One invoice: number, date, status and total, with its lines in a disclosure. */
export function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const intl = useIntl();
  const money = (amount: Invoice['total']) => formatAmount(amount, intl.locale);
  return (
    <article
      aria-label={intl.formatMessage({ id: 'invoices.row.label' }, { number: invoice.number })}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">{invoice.number}</p>
          <p className="text-sm text-slate-600">
            <FormattedDate value={invoice.issued_at} dateStyle="long" />
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLES[invoice.status]}`}
          >
            {intl.formatMessage({ id: STATUS_LABELS[invoice.status] })}
          </span>
          <span className="text-lg font-semibold text-slate-900">{money(invoice.total)}</span>
          <a
            href={invoiceDownloadPath(invoice.id)}
            download
            className="text-sm font-medium text-indigo-700 hover:underline"
          >
            {intl.formatMessage({ id: 'invoices.row.download' }, { number: invoice.number })}
          </a>
        </div>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-indigo-700 hover:underline">
          {intl.formatMessage({ id: 'invoices.row.details' })}
        </summary>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-slate-700">
          {invoice.lines.map((line, index) => (
            <div key={index} className="contents">
              <dt>{line.description}</dt>
              <dd className="text-right">{money(line.amount)}</dd>
            </div>
          ))}
          {invoice.discount.unscaledValue > 0 && (
            <div className="contents">
              <dt>{intl.formatMessage({ id: 'invoices.row.discount' })}</dt>
              <dd className="text-right">−{money(invoice.discount)}</dd>
            </div>
          )}
          <div className="contents">
            <dt>
              {invoice.tax_rate === null
                ? intl.formatMessage({ id: 'invoices.row.tax' })
                : intl.formatMessage(
                    {
                      id: invoice.tax_inclusive
                        ? 'invoices.row.vat_at_rate'
                        : 'invoices.row.tax_at_rate',
                    },
                    { rate: intl.formatNumber(invoice.tax_rate, { maximumFractionDigits: 3 }) },
                  )}
            </dt>
            <dd className="text-right">{money(invoice.tax)}</dd>
          </div>
          <div className="contents font-semibold text-slate-900">
            <dt>
              {intl.formatMessage({
                id: invoice.tax_inclusive ? 'invoices.row.total_incl_vat' : 'invoices.row.total',
              })}
            </dt>
            <dd className="text-right">{money(invoice.total)}</dd>
          </div>
        </dl>
      </details>
    </article>
  );
}
