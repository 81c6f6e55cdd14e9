import * as Dialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CloseIcon } from './icons';

/**
 * Spec §2 floating chat button: 'Need help? Chat with us!' with the status 'Online' (the
 * short 'Live Chat' on small screens). It opens a support panel; focus comes back on close.
 */
export function ChatButton() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'site.chat.button' });
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label={title}
        className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-indigo-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-indigo-800"
      >
        <span className="hidden sm:inline">{title}</span>
        <span className="sm:hidden">{intl.formatMessage({ id: 'site.chat.short' })}</span>
        <span className="inline-flex items-center gap-1 rounded-full bg-white/15 px-2 py-0.5 text-xs font-medium">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-300" />
          {intl.formatMessage({ id: 'site.chat.status' })}
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className="fixed right-4 bottom-20 z-50 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-4 shadow-xl">
          <div className="mb-2 flex items-center justify-between gap-2">
            <Dialog.Title className="text-base font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
              aria-label={intl.formatMessage({ id: 'shell.language.close' })}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'site.chat.panel' })}
          </Dialog.Description>
          <p className="mt-3 text-sm">
            <Link to="/support" className="font-semibold text-indigo-800 underline">
              {intl.formatMessage({ id: 'site.link.support' })}
            </Link>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
