import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { PaymentMethodsSection } from '../components/payment-methods-section';

/** docs/product.md#the-dashboard-and-its-status-block `/credit_cards/edit`: add or update the payment method the subscriptions renew on. */
function CreditCardsEditRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'payment_methods.title' });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <DocumentTitle title={title} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {intl.formatMessage({ id: 'payment_methods.intro' })}
          </p>
        </div>
        <Link to="/invoices" className="text-sm font-medium text-indigo-700 hover:underline">
          {intl.formatMessage({ id: 'payment_methods.payment_history' })}
        </Link>
      </div>
      <PaymentMethodsSection />
    </div>
  );
}

export { CreditCardsEditRoute as Component };
