import { languageOf } from '@burrow/domain/locales';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { siteLocaleOf } from '../i18n/locales';
import { useDialogOnDemand } from '../components/dialog-on-demand';
import { GlobeIcon } from './icons';

const LanguagePanel = lazy(() =>
  import('./language-panel').then((module) => ({ default: module.LanguagePanel })),
);

interface LanguageDialogProps {
  /** Loads the chosen page; a full load, so the app starts again in the new language. */
  assign?: (href: string) => void;
}

/**
 * docs/product.md#languages 'Choose Language': the 29 published languages, two columns, four from `md` up.
 * Choosing one sets the `locale` cookie, saves it on a signed-in account, and opens the same
 * page under that language's prefix (none for en). The panel loads on first open
 * (`components/dialog-on-demand.ts`); focus returns to the trigger.
 */
export function LanguageDialog({
  assign = (href) => window.location.assign(href),
}: LanguageDialogProps) {
  const intl = useIntl();
  const dialog = useDialogOnDemand();
  const current = siteLocaleOf(intl.locale);
  const name = languageOf(current)?.name;
  return (
    <>
      <button
        {...dialog.triggerProps}
        className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        aria-label={intl.formatMessage(
          { id: 'shell.language.button' },
          { language: name ?? current },
        )}
      >
        <GlobeIcon className="size-5" />
        <span>{name}</span>
      </button>
      {dialog.requested && (
        <Suspense fallback={null}>
          <LanguagePanel
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocus={dialog.returnFocus}
            assign={assign}
          />
        </Suspense>
      )}
    </>
  );
}
