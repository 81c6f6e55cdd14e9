import { AccountBillingPage } from '../../features/account-billing/components/account-billing-page';
import { InvoiceList } from '../../features/invoices/components/invoice-list';
import { PaymentMethodsSection } from '../../features/payment-methods/components/payment-methods-section';
import { RefundsList } from '../../features/refunds/components/refunds-list';
import { PauseNotice } from '../../features/renewal-pause/components/pause-notice';
import { RenewalOffDialog } from '../../features/renewal-pause/components/renewal-off-dialog';

/**
 * `/account-billing`, composed here because it shows pieces of several features, which may
 * not import each other (decision 0044): the account settings page with the saved payment
 * methods, payment history (invoices, with PDF downloads), the money-back guarantee
 * (refunds) and the turn-renewal-off flow with its pause (renewal-pause) in its slots.
 */
function AccountBillingRoute() {
  return (
    <AccountBillingPage
      paymentMethods={<PaymentMethodsSection />}
      invoices={<InvoiceList />}
      refunds={<RefundsList />}
      renewal={{
        offFlow: (props) => <RenewalOffDialog {...props} />,
        pauseNotice: (subscription) => <PauseNotice subscription={subscription} />,
      }}
    />
  );
}

export { AccountBillingRoute as Component };
