import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/message-ids';
import { CloseIcon, MenuIcon } from './icons';
import { SheetSiteMenus } from './sheet-site-menus';

interface MobileMenuSheetProps {
  title?: MessageId;
  /**
   * Shown above the site's menus, given the sheet's close function: the signed-in area puts
   * the account menu (spec §6) here. A slot, so the eager public layout does not load it.
   */
  before?: (close: () => void) => ReactNode;
}

/**
 * Small screens: a sheet that slides over the page (hidden from `lg`) with the header's
 * menus, and in the account area the account menu first. Radix traps focus inside, closes
 * on Escape or the close button, and returns focus to the menu button.
 */
export function MobileMenuSheet({ title = 'shell.menu.site_title', before }: MobileMenuSheetProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
        aria-label={intl.formatMessage({ id: 'shell.menu.open' })}
      >
        <MenuIcon className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        {/* No description: the title and the menu itself say what this is. */}
        <Dialog.Content
          aria-describedby={undefined}
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
