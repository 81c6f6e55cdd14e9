import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSiteConfig } from '../lib/site-config';

/**
 * While payments take no real money (demo mode, or a staging site with the sandbox
 * gateway, decision 0068) every page says so. A labelled landmark rather than a live
 * region: it is there from the start and never changes. It floats bottom-left, beside the
 * chat button (above it on a phone, where both do not fit in one row), lets clicks through
 * to what lies under it, and leaves a spacer so it never hides the end of a page. Nothing
 * shows until the server has said; if it cannot be asked, nothing shows (the server
 * decides, not the web).
 */
export function TestModeBanner() {
  const intl = useIntl();
  const config = useSiteConfig();
  const textId = useId();
  if (!config.data?.testMode) return null;
  return (
    <>
      <div aria-hidden="true" className="h-36 sm:h-24" />
      <aside
        aria-labelledby={textId}
        className="pointer-events-none fixed inset-x-4 bottom-20 z-30 rounded-lg border border-amber-500 bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950 shadow-lg sm:right-auto sm:bottom-4 sm:max-w-sm"
      >
        <p id={textId}>{intl.formatMessage({ id: 'shell.test_mode.banner' })}</p>
      </aside>
    </>
  );
}
