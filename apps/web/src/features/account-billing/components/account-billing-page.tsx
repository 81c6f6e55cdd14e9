import { MONEY_BACK_GUARANTEE_DAYS } from '@burrow/domain/money-back-guarantee';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DocumentTitle } from '../../../components/document-title';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { useSignedInUser } from '../../../lib/get-signed-in-user';
import { AutobillSection, type RenewalSlots } from './autobill-section';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { SettingsSection } from './settings-section';

interface AccountBillingPageProps {
  /**
   * SLOT: the payment-methods feature's section. Features may not import each other, so
   * the route in `src/app/routes/account-billing-route.tsx` composes it in; the section is
   * left out while nothing fills it.
   */
  paymentMethods?: ReactNode;
  /** SLOT: payment history with PDF downloads, composed in from the invoices feature. */
  invoices?: ReactNode;
  /** SLOT: the money-back guarantee per subscription, composed in from the refunds feature. */
  refunds?: ReactNode;
  /**
   * SLOT: turning renewal off (the reason, a pause, the confirmation) and a paused plan's
   * "resume now", composed in from the renewal-pause feature. Without it the switch only
   * turns renewal on.
   */
  renewal?: RenewalSlots;
}

/** `/account-billing`: how the customer pays, what they paid, and their account settings. */
export function AccountBillingPage({
  paymentMethods,
  invoices,
  refunds,
  renewal,
}: AccountBillingPageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'account_billing.title' });
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <DocumentTitle title={title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {intl.formatMessage({ id: 'account_billing.intro' })}
        </p>
      </div>
      {paymentMethods}
      {invoices && (
        <SettingsSection
          title={intl.formatMessage({ id: 'account_billing.invoices.title' })}
          intro={intl.formatMessage({ id: 'account_billing.invoices.intro' })}
        >
          {invoices}
        </SettingsSection>
      )}
      {refunds && (
        <SettingsSection
          title={intl.formatMessage(
            { id: 'account_billing.refunds.title' },
            { days: MONEY_BACK_GUARANTEE_DAYS },
          )}
          intro={intl.formatMessage(
            { id: 'account_billing.refunds.intro' },
            { days: MONEY_BACK_GUARANTEE_DAYS },
          )}
        >
          {refunds}
        </SettingsSection>
      )}
      <AutobillSection renewal={renewal} />
      <AccountSettings />
    </div>
  );
}

/** Email, password and deletion: each needs to know who is signed in and how they sign in. */
function AccountSettings() {
  const intl = useIntl();
  const user = useSignedInUser();
  if (user.isPending) return <LoadingBlock lines={4} />;
  if (user.isError) {
    return (
      <ErrorState
        error={user.error}
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
      />
    );
  }
  // Signed out meanwhile: the account layout is already sending the person to sign in.
  if (!user.data) return null;
  return (
    <>
      <SettingsSection
        title={intl.formatMessage({ id: 'account_billing.email.title' })}
        intro={intl.formatMessage(
          { id: 'account_billing.email.current' },
          { email: <strong className="break-all text-slate-900">{user.data.email}</strong> },
        )}
      >
        <ChangeEmailForm user={user.data} />
      </SettingsSection>
      <SettingsSection
        title={intl.formatMessage({ id: 'account_billing.password.title' })}
        intro={
          user.data.has_password
            ? undefined
            : intl.formatMessage({ id: 'account_billing.password.intro_set' })
        }
      >
        <ChangePasswordForm user={user.data} />
      </SettingsSection>
      <DeleteAccountSection user={user.data} />
    </>
  );
}
