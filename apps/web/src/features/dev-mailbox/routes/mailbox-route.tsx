import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useMailbox } from '../api/get-mailbox';
import { MailboxMessage } from '../components/mailbox-message';

function MailboxBody() {
  const intl = useIntl();
  const mailbox = useMailbox();
  if (mailbox.isPending) return <LoadingBlock lines={4} />;
  if (mailbox.isError) {
    // Production sends real email and has no mailbox route at all.
    if (isApiError(mailbox.error) && mailbox.error.status === 404) {
      return <Alert tone="info">{intl.formatMessage({ id: 'dev_mailbox.unavailable' })}</Alert>;
    }
    return <ErrorState error={mailbox.error} onRetry={() => void mailbox.refetch()} />;
  }
  if (mailbox.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-slate-700">
        {intl.formatMessage({ id: 'dev_mailbox.empty' })}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {mailbox.data.map((message) => (
        <li key={message.id}>
          <MailboxMessage message={message} />
        </li>
      ))}
    </ul>
  );
}

function MailboxRoute() {
  const intl = useIntl();
  const mailbox = useMailbox();
  const title = intl.formatMessage({ id: 'dev_mailbox.title' });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-10">
      <DocumentTitle title={title} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {intl.formatMessage({ id: 'dev_mailbox.intro' })}
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => void mailbox.refetch()}
          pending={mailbox.isFetching && !mailbox.isPending}
        >
          {intl.formatMessage({ id: 'dev_mailbox.refresh' })}
        </Button>
      </div>
      <MailboxBody />
    </div>
  );
}

export { MailboxRoute as Component };
