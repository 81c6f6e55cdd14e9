import { isMenuItemActive } from '@burrow/domain/menu-active';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { cx } from '../lib/class-names';
import { accountMenu, type AccountMenuGroup } from './account-menu';
import { ChevronIcon } from './icons';
import { SignOutButton } from './sign-out-button';

const entryClass =
  'block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const activeClass = 'bg-indigo-50 text-indigo-900 hover:bg-indigo-100';

interface MenuGroupProps {
  group: AccountMenuGroup;
  /** Called after a link is followed, so a sheet holding the menu can close. */
  onNavigate: (() => void) | undefined;
}

/** A disclosure: the group's entries, open by default (spec §2: 'my account' starts open). */
function MenuGroup({ group, onNavigate }: MenuGroupProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase hover:bg-slate-100"
      >
        {intl.formatMessage({ id: group.label })}
        <ChevronIcon className={cx('size-4 transition-transform', !open && '-rotate-90')} />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 flex flex-col gap-0.5">
        {group.entries.map((entry) => {
          const label = intl.formatMessage({ id: entry.label });
          if (entry.kind === 'sign-out') {
            return (
              <li key={entry.id}>
                <SignOutButton label={label} className={entryClass} />
              </li>
            );
          }
          const active = isMenuItemActive(pathname, entry.url);
          return (
            <li key={entry.id}>
              <Link
                to={entry.url}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={cx(entryClass, active && activeClass)}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function AccountMenuNav({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'shell.menu.label' })}
      className="flex flex-col gap-4"
    >
      {accountMenu().map((group) => (
        <MenuGroup key={group.id} group={group} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}
