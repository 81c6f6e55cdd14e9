import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/message-ids';
import type { DialogPanelProps } from '../components/dialog-on-demand';
import { CloseIcon } from './icons';
import { SheetSiteMenus } from './sheet-site-menus';

export interface MobileMenuPanelProps extends DialogPanelProps {
  title: MessageId;
  before?: (close: () => void) => ReactNode;
}

/** The menu sheet itself, loaded on first open (`mobile-menu-sheet.tsx`). */
export function MobileMenuPanel({
  open,
  onOpenChange,
  returnFocus,
  title,
  before,
}: MobileMenuPanelProps) {
  const intl = useIntl();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        {/* No description: the title and the menu itself say what this is. */}
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold text-slate-900">
              {intl.formatMessage({ id: title })}
            </Dialog.Title>
            <Dialog.Close
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
              aria-label={intl.formatMessage({ id: 'shell.menu.close' })}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          {before?.(close)}
          <SheetSiteMenus onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
