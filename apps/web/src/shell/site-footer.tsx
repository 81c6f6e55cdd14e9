import { useIntl } from 'react-intl';
import { LanguageDialog } from './language-dialog';

export function SiteFooter() {
  const intl = useIntl();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-slate-600 sm:px-6 lg:px-8">
        <span>
          {intl.formatMessage({ id: 'shell.footer.copyright' }, { year: new Date().getFullYear() })}
        </span>
        <LanguageDialog />
      </div>
    </footer>
  );
}
