import { Outlet } from 'react-router';
import { ContactButton } from './contact-button';
import { HeaderSessionLinks } from './header-session-links';
import { MobileMenuSheet } from './mobile-menu-sheet';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Pages anyone may see: home, sign-in, sign-up, the demo mailbox. */
export function PublicLayout() {
  // Room below the footer, so the contact button never hides the page's last line.
  return (
    <div className="flex min-h-screen flex-col pb-20">
      <SkipLink />
      <SiteHeader start={<MobileMenuSheet />} end={<HeaderSessionLinks />} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 px-4 pt-16 sm:px-6 lg:px-8">
        <Outlet />
      </main>
      <SiteFooter />
      <ContactButton />
    </div>
  );
}
