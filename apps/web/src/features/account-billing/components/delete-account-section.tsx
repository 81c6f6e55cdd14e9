import type { AccountDeletion } from '@burrow/contract/account-settings';
import type { CurrentUser } from '@burrow/contract/users';
import { FormattedDate, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { errorMessageId } from '../../../i18n/error-messages';
import type { MessageId } from '../../../i18n/message-ids';
import { isApiError } from '../../../lib/api-client';
import { useCancelAccountDeletion } from '../api/cancel-account-deletion';
import { useDeleteAccountNow } from '../api/delete-account-now';
import { useAccountDeletion } from '../api/get-account-deletion';
import { useRequestAccountDeletion } from '../api/request-account-deletion';
import { DeletionPasswordForm } from './deletion-password-form';
import { FormError } from './form-error';
import { SettingsSection } from './settings-section';

/** Where the page goes once the account is gone: a public page, since the session ended. */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

const CANCEL_AT: Record<AccountDeletion['blocking_subscriptions'][number]['cancel_at'], MessageId> =
  {
    app_store: 'account_billing.delete.cancel_at.app_store',
    play_store: 'account_billing.delete.cancel_at.play_store',
    original_seller: 'account_billing.delete.cancel_at.original_seller',
  };

/**
 * Account deletion (decision 0043): asked for with the password, carried out after the
 * grace period, cancellable until then; or carried out at once.
 */
export function DeleteAccountSection({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const deletion = useAccountDeletion();
  return (
    <SettingsSection
      tone="danger"
      title={intl.formatMessage({ id: 'account_billing.delete.title' })}
    >
      {deletion.isPending ? (
        <LoadingBlock lines={3} />
      ) : deletion.isError ? (
        <ErrorState
          error={deletion.error}
          onRetry={() => void deletion.refetch()}
          retrying={deletion.isFetching}
        />
      ) : (
        <DeletionState state={deletion.data} user={user} />
      )}
    </SettingsSection>
  );
}

function DeletionState({ state, user }: { state: AccountDeletion; user: CurrentUser }) {
  const intl = useIntl();
  const request = useRequestAccountDeletion();
  const cancel = useCancelAccountDeletion();
  const deleteNow = useDeleteAccountNow();
  const navigate = useNavigate();
  const wrongPassword = (message: (text: string) => void) => (error: unknown) => {
    if (isApiError(error, 'incorrect_password'))
      message(intl.formatMessage({ id: errorMessageId(error) }));
  };

  const blockers = state.blocking_subscriptions.length > 0 && (
    <div
      role="status"
      className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p>{intl.formatMessage({ id: 'account_billing.delete.blocked_intro' })}</p>
      <ul className="mt-2 list-disc pl-5">
        {state.blocking_subscriptions.map((blocker) => (
          <li key={blocker.subscription_id}>
            {intl.formatMessage({ id: CANCEL_AT[blocker.cancel_at] }, { plan: blocker.plan_name })}
          </li>
        ))}
      </ul>
    </div>
  );

  const deleteNowForm = (
    <DeletionPasswordForm
      hasPassword={user.has_password}
      submitId="account_billing.delete.now_submit"
      pendingId="account_billing.delete.now_submitting"
      pending={deleteNow.isPending}
      error={deleteNow.error}
      onSubmit={(body, onWrongPassword) =>
        deleteNow.mutate(body, {
          onSuccess: () => navigate(ACCOUNT_DELETED_PATH, { replace: true }),
          onError: wrongPassword(onWrongPassword),
        })
      }
    />
  );

  if (state.status === 'pending' && state.completes_at) {
    return (
      <div className="flex flex-col gap-6">
        <Alert tone="info">
          {intl.formatMessage(
            { id: 'account_billing.delete.pending' },
            {
              date: (
                <strong>
                  <FormattedDate value={state.completes_at} dateStyle="long" />
                </strong>
              ),
            },
          )}
        </Alert>
        {blockers}
        <FormError error={cancel.error} />
        <div>
          <Button variant="secondary" pending={cancel.isPending} onClick={() => cancel.mutate()}>
            {intl.formatMessage({
              id: cancel.isPending
                ? 'account_billing.delete.cancelling'
                : 'account_billing.delete.cancel',
            })}
          </Button>
        </div>
        <div className="border-t border-slate-200 pt-5">
          <h3 className="font-semibold text-slate-900">
            {intl.formatMessage({ id: 'account_billing.delete.now_title' })}
          </h3>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            {intl.formatMessage({ id: 'account_billing.delete.now_intro' })}
          </p>
          {deleteNowForm}
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {cancel.isSuccess && (
        <Alert tone="success">
          {intl.formatMessage({ id: 'account_billing.delete.cancelled' })}
        </Alert>
      )}
      <p className="text-sm text-slate-700">
        {intl.formatMessage(
          { id: 'account_billing.delete.intro' },
          { days: state.grace_period_days },
        )}
      </p>
      {blockers || (
        <DeletionPasswordForm
          hasPassword={user.has_password}
          submitId="account_billing.delete.submit"
          pendingId="account_billing.delete.submitting"
          pending={request.isPending}
          error={request.error}
          onSubmit={(body, onWrongPassword) =>
            request.mutate(body, { onError: wrongPassword(onWrongPassword) })
          }
        />
      )}
    </div>
  );
}
