import { HEADER_MENUS, type HeaderMenu } from '@burrow/domain/site-navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ChevronIcon } from './icons';
import { siteMessageId } from '../i18n/site-link-label';
import { SiteMenuLink } from './site-menu-link';

interface HeaderMenusProps {
  /** Told about every link followed, for click tracking (docs/product.md#page-views-and-clicks). */
  onLinkClick?: (category: HeaderMenu['category'], label: string) => void;
}

/**
 * docs/product.md#the-site-shell header dropdowns (Why, Products, Devices, Get help, Blog). Disclosure buttons:
 * Escape or a click elsewhere closes the open one, and Escape puts focus back on its button.
 * From `lg` up; below that the same menus are sections of the mobile sheet (`SheetSiteMenus`).
 */
export function HeaderMenus({ onLinkClick }: HeaderMenusProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<HeaderMenu['id'] | null>(null);
  const root = useRef<HTMLElement>(null);
  const baseId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      root.current?.querySelector<HTMLButtonElement>(`[data-menu="${open}"]`)?.focus();
      setOpen(null);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <nav
      ref={root}
      aria-label={intl.formatMessage({ id: 'site.menu.label' })}
      className="hidden items-center lg:flex"
    >
      {HEADER_MENUS.map((menu) => {
        const panelId = `${baseId}-${menu.id}`;
        const expanded = open === menu.id;
        return (
          <div key={menu.id} className="relative">
            <button
              type="button"
              data-menu={menu.id}
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setOpen(expanded ? null : menu.id)}
              className="inline-flex items-center gap-1 rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            >
              {intl.formatMessage({ id: siteMessageId(intl, menu.labelKey) })}
              <ChevronIcon
                className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
              />
            </button>
            <ul
              id={panelId}
              hidden={!expanded}
              className="absolute left-0 top-full mt-1 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
            >
              {menu.links.map((link) => (
                <li key={link.href}>
                  <SiteMenuLink
                    link={link}
                    onFollow={(label) => {
                      onLinkClick?.(menu.category, label);
                      setOpen(null);
                    }}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
