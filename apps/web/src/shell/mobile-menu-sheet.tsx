import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/message-ids';
import { useDialogOnDemand } from '../components/dialog-on-demand';
import { MenuIcon } from './icons';

const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel').then((module) => ({ default: module.MobileMenuPanel })),
);

interface MobileMenuSheetProps {
  title?: MessageId;
  /**
   * Shown above the site's menus, given the sheet's close function: the signed-in area puts
   * the account menu (docs/product.md#the-account-menu) here. A slot, so the eager public layout does not load it.
   */
  before?: (close: () => void) => ReactNode;
}

/**
 * Small screens: a sheet that slides over the page (hidden from `lg`) with the header's
 * menus, and in the account area the account menu first. Radix traps focus inside, closes
 * on Escape or the close button, and focus returns to the menu button. The sheet loads on
 * first open (`components/dialog-on-demand.ts`).
 */
export function MobileMenuSheet({ title = 'shell.menu.site_title', before }: MobileMenuSheetProps) {
  const intl = useIntl();
  const dialog = useDialogOnDemand();
  return (
    <>
      <button
        {...dialog.triggerProps}
        className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
        aria-label={intl.formatMessage({ id: 'shell.menu.open' })}
      >
        <MenuIcon className="size-6" />
      </button>
      {dialog.requested && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocus={dialog.returnFocus}
            title={title}
            before={before}
          />
        </Suspense>
      )}
    </>
  );
}
