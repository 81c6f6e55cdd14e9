import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AccountMenuNav } from './account-menu-nav';
import { CloseIcon, MenuIcon } from './icons';

/** Small screens: the account menu in a sheet that slides over the page (hidden from `lg`). */
export function MobileMenuSheet() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
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
              {intl.formatMessage({ id: 'shell.menu.title' })}
            </Dialog.Title>
            <Dialog.Close
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
              aria-label={intl.formatMessage({ id: 'shell.menu.close' })}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <AccountMenuNav placement="sheet" onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
