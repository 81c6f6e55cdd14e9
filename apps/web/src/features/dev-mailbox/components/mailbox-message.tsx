import type { MailboxMessage as Message } from '@burrow/contract/dev-mailbox';
import { FormattedDate, useIntl } from 'react-intl';
import { linkify } from './linkify';

export function MailboxMessage({ message }: { message: Message }) {
  const intl = useIntl();
  const headingId = `mail-${message.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {message.subject}
        </h2>
        <p className="text-xs text-slate-600">
          <FormattedDate value={message.created_at} dateStyle="medium" timeStyle="short" />
        </p>
      </header>
      <p className="mt-1 text-sm text-slate-700">
        {intl.formatMessage({ id: 'dev_mailbox.message.to' }, { to: message.to })}
        {' · '}
        {intl.formatMessage({
          id: message.sent_at ? 'dev_mailbox.message.sent' : 'dev_mailbox.message.queued',
        })}
      </p>
      <p className="mt-4 text-sm break-words whitespace-pre-wrap text-slate-900">
        {linkify(message.text).map((segment, index) =>
          segment.kind === 'link' ? (
            <a key={index} href={segment.href} className="font-medium text-indigo-800 underline">
              {segment.href}
            </a>
          ) : (
            <span key={index}>{segment.text}</span>
          ),
        )}
      </p>
    </article>
  );
}
