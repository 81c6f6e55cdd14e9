import type { MenuItem } from '@burrow/domain/menu-items';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../components/button';
import { LoadingBlock } from '../components/skeleton';
import { errorMessageId } from '../i18n/error-messages';
import { cx } from '../lib/class-names';
import { MENU_ITEM_LABELS, type AccountMenuSection } from './account-menu';
import { ChevronIcon } from './icons';
import { MenuItemIcon } from './menu-item-icons';
import { SignOutButton } from './sign-out-button';
import { useAccountMenu } from './use-account-menu';

const entryClass =
  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const activeClass = 'bg-indigo-50 text-indigo-900 hover:bg-indigo-100';

/** Where the menu is drawn: the sidebar shows every section open; the sheet folds them. */
export type MenuPlacement = 'sidebar' | 'sheet';

interface EntryProps {
  item: MenuItem;
  /** Called after a link is followed, so a sheet holding the menu can close. */
  onNavigate: (() => void) | undefined;
}

function MenuEntry({ item, onNavigate }: EntryProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: MENU_ITEM_LABELS[item.id] });
  if (item.kind === 'sign-out') {
    return (
      <li>
        <SignOutButton
          label={label}
          className={entryClass}
          icon={<MenuItemIcon name={item.icon} />}
        />
      </li>
    );
  }
  return (
    <li>
      <Link
        to={item.url}
        onClick={onNavigate}
        aria-current={item.isActive ? 'page' : undefined}
        className={cx(entryClass, item.isActive && activeClass)}
      >
        <MenuItemIcon name={item.icon} />
        {label}
      </Link>
    </li>
  );
}

interface SectionProps {
  section: AccountMenuSection;
  placement: MenuPlacement;
  onNavigate: (() => void) | undefined;
}

/**
 * A labelled section is a disclosure. In the sheet only 'my account' starts open (docs/product.md#the-site-shell),
 * and any section holding the page you are on; in the sidebar every section starts open.
 */
function MenuSection({ section, placement, onNavigate }: SectionProps) {
  const intl = useIntl();
  const listId = useId();
  const holdsActive = section.items.some((item) => item.kind === 'link' && item.isActive);
  const [open, setOpen] = useState(
    placement === 'sidebar' || section.group === 'my_account' || holdsActive,
  );
  const entries = section.items.map((item) => (
    <MenuEntry key={item.id} item={item} onNavigate={onNavigate} />
  ));
  if (section.label === null) return <ul className="flex flex-col gap-0.5">{entries}</ul>;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase hover:bg-slate-100"
      >
        {intl.formatMessage({ id: section.label })}
        <ChevronIcon className={cx('size-4 transition-transform', !open && '-rotate-90')} />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 flex flex-col gap-0.5">
        {entries}
      </ul>
    </div>
  );
}

interface AccountMenuNavProps {
  placement?: MenuPlacement;
  onNavigate?: () => void;
}

/** The account menu of docs/product.md#the-account-menu for the signed-in person, with loading and error states. */
export function AccountMenuNav({ placement = 'sidebar', onNavigate }: AccountMenuNavProps) {
  const intl = useIntl();
  const menu = useAccountMenu();
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'shell.menu.label' })}
      className="flex flex-col gap-4"
    >
      {menu.status === 'pending' && <LoadingBlock lines={6} className="px-3" />}
      {menu.status === 'error' && (
        <div role="alert" className="flex flex-col items-start gap-2 px-3 text-sm">
          <p className="font-medium text-red-800">
            {intl.formatMessage({ id: 'shell.menu.load_failed' })}
          </p>
          <p className="text-red-800">{intl.formatMessage({ id: errorMessageId(menu.error) })}</p>
          <Button variant="secondary" onClick={menu.retry} pending={menu.retrying}>
            {intl.formatMessage({ id: 'common.retry' })}
          </Button>
          {/* Whatever failed, leaving must still work. */}
          <ul className="w-full">
            <li>
              <SignOutButton
                label={intl.formatMessage({ id: 'shell.menu.sign_out' })}
                className={entryClass}
              />
            </li>
          </ul>
        </div>
      )}
      {menu.status === 'ready' &&
        menu.sections.map((section) => (
          <MenuSection
            key={`${section.group}-${section.items[0]?.id ?? ''}`}
            section={section}
            placement={placement}
            onNavigate={onNavigate}
          />
        ))}
    </nav>
  );
}
