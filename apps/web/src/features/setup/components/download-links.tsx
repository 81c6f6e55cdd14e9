import { downloadPagePath, type DeviceSlug } from '@burrow/domain/site-navigation';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../i18n/message-ids';

// docs/product.md#the-site-shell: each tile opens the device's download page, the one the header's Devices menu
// links to (decision 0097).
const PLATFORMS: ReadonlyArray<{ device: DeviceSlug; label: MessageId }> = [
  { device: 'windows', label: 'setup.platform.windows' },
  { device: 'mac', label: 'setup.platform.macos' },
  { device: 'ios', label: 'setup.platform.ios' },
  { device: 'android', label: 'setup.platform.android' },
  { device: 'linux', label: 'setup.platform.linux' },
  { device: 'router', label: 'setup.platform.router' },
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
          <li key={platform.device}>
            <Link
              to={downloadPagePath(platform.device)}
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
