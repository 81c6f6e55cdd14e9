import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../i18n/message-ids';

// Spec §2: the site's download pages live at /download/<platform>.
const PLATFORMS: ReadonlyArray<{ path: string; label: MessageId }> = [
  { path: '/download/windows', label: 'setup.platform.windows' },
  { path: '/download/mac', label: 'setup.platform.macos' },
  { path: '/download/ios', label: 'setup.platform.ios' },
  { path: '/download/android', label: 'setup.platform.android' },
  { path: '/download/linux', label: 'setup.platform.linux' },
  { path: '/download/router', label: 'setup.platform.router' },
];

export function DownloadLinks() {
  const intl = useIntl();
  return (
    <section aria-labelledby="setup-downloads" className="flex flex-col gap-3">
      <h2 id="setup-downloads" className="text-lg font-semibold text-slate-900">
        {intl.formatMessage({ id: 'setup.downloads.title' })}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {PLATFORMS.map((platform) => (
          <li key={platform.path}>
            <Link
              to={platform.path}
              className="flex rounded-xl border border-slate-200 bg-white p-4 font-semibold text-indigo-800 shadow-sm hover:border-indigo-400 hover:underline"
            >
              {intl.formatMessage({ id: platform.label })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
