import { useIntl } from 'react-intl';

export function SiteFooter() {
  const intl = useIntl();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-600 sm:px-6 lg:px-8">
        {intl.formatMessage({ id: 'shell.footer.copyright' }, { year: new Date().getFullYear() })}
      </div>
    </footer>
  );
}
