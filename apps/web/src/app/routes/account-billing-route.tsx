import { AccountBillingPage } from '../../features/account-billing/components/account-billing-page';
import { InvoiceList } from '../../features/invoices/components/invoice-list';
import { PaymentMethodsSection } from '../../features/payment-methods/components/payment-methods-section';

/**
 * `/account-billing`, composed here because it shows pieces of several features, which may
 * not import each other (decision 0044): the account settings page with the saved payment
 * methods and payment history (invoices, with PDF downloads) in its slots.
 */
function AccountBillingRoute() {
  return (
    <AccountBillingPage paymentMethods={<PaymentMethodsSection />} invoices={<InvoiceList />} />
  );
}

export { AccountBillingRoute as Component };
