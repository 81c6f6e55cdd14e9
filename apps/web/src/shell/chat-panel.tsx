import * as Dialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { DialogPanelProps } from '../components/dialog-on-demand';
import { DialogPanelHeader } from './dialog-panel-header';

/** The chat button's support panel, loaded on first open (`chat-button.tsx`). */
export function ChatPanel({ open, onOpenChange, returnFocus }: DialogPanelProps) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed right-4 bottom-20 z-50 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
        >
          <DialogPanelHeader
            title={intl.formatMessage({ id: 'site.chat.button' })}
            className="mb-2"
            titleClassName="text-base"
          />
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
