import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSiteConfig } from '../lib/site-config';
import { useFocusedChrome } from './focused-chrome';

/**
 * While payments take no real money (demo mode, or a staging site with the sandbox
 * gateway, decision 0068) every page says so. A labelled landmark rather than a live
 * region: it is there from the start and never changes. It floats bottom-left, beside the
 * chat button (above it on a phone, where both do not fit in one row), lets clicks through
 * to what lies under it, and leaves a spacer so it never hides the end of a page. Nothing
 * shows until the server has said; if it cannot be asked, nothing shows (the server
 * decides, not the web). In the focused frame (checkout) nothing floats over the Pay
 * button: the frame shows the banner `inline`, under its header, and the floating one
 * stays away.
 */
export function TestModeBanner({ placement = 'floating' }: { placement?: 'floating' | 'inline' }) {
  const intl = useIntl();
  const config = useSiteConfig();
  const textId = useId();
  const focused = useFocusedChrome();
  if (!config.data?.testMode) return null;
  if (placement === 'inline') {
    return (
      <aside
        aria-labelledby={textId}
        className="border-b border-amber-300 bg-amber-100 px-4 py-1.5 text-center text-sm font-semibold text-amber-950"
      >
        <p id={textId}>{intl.formatMessage({ id: 'shell.test_mode.banner' })}</p>
      </aside>
    );
  }
  if (focused) return null;
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
