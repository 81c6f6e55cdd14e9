import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useDialogOnDemand } from '../components/dialog-on-demand';

const ChatPanel = lazy(() =>
  import('./chat-panel').then((module) => ({ default: module.ChatPanel })),
);

/**
 * Spec §2 floating chat button: 'Need help? Chat with us!' with the status 'Online' (the
 * short 'Live Chat' on small screens). It opens a support panel, loaded on first open
 * (`components/dialog-on-demand.ts`); focus comes back on close.
 */
export function ChatButton() {
  const intl = useIntl();
  const dialog = useDialogOnDemand();
  return (
    <>
      <button
        {...dialog.triggerProps}
        aria-label={intl.formatMessage({ id: 'site.chat.button' })}
        className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-indigo-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-indigo-800"
      >
        <span className="hidden sm:inline">{intl.formatMessage({ id: 'site.chat.button' })}</span>
        <span className="sm:hidden">{intl.formatMessage({ id: 'site.chat.short' })}</span>
        <span className="inline-flex items-center gap-1 rounded-full bg-white/15 px-2 py-0.5 text-xs font-medium">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-300" />
          {intl.formatMessage({ id: 'site.chat.status' })}
        </span>
      </button>
      {dialog.requested && (
        <Suspense fallback={null}>
          <ChatPanel
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocus={dialog.returnFocus}
          />
        </Suspense>
      )}
    </>
  );
}
