import { Outlet } from 'react-router';
import { ErrorState } from '../components/error-state';
import { LoadingBlock } from '../components/skeleton';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { isApiError } from '../lib/api-client';
import { AccountMenuNav } from './account-menu-nav';
import { ContactButton } from './contact-button';
import { MobileMenuSheet } from './mobile-menu-sheet';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

function AccountContent() {
  const user = useCurrentUser();
  // A 401 has already sent the person to sign in (api-client policy): keep the skeleton up
  // rather than flash an error on the way out.
  if (user.isPending || (isApiError(user.error) && user.error.status === 401)) {
    return <LoadingBlock lines={5} fillScreen className="max-w-2xl" />;
  }
  if (user.isError) {
    return (
      <ErrorState
        error={user.error}
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
      />
    );
  }
  return <Outlet />;
}

/** The signed-in area: fixed header, a sidebar from `lg` up, a sheet menu below that. */
function AccountLayout() {
  // Room below the footer, so the contact button never hides the page's last line.
  return (
    <div className="flex min-h-screen flex-col pb-20">
      <SkipLink />
      <SiteHeader
        start={
          <MobileMenuSheet
            title="shell.menu.title"
            before={(close) => <AccountMenuNav placement="sheet" onNavigate={close} />}
          />
        }
      />
      <div className="mx-auto flex w-full max-w-7xl flex-1 pt-16">
        {/* Not an <aside>: the <nav> inside is the landmark. */}
        <div className="hidden w-64 shrink-0 border-r border-slate-200 px-4 py-8 lg:block">
          <div className="sticky top-24">
            <AccountMenuNav />
          </div>
        </div>
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-8 sm:px-6 lg:px-8"
        >
          <AccountContent />
        </main>
      </div>
      <SiteFooter />
      <ContactButton />
    </div>
  );
}

export { AccountLayout as Component };
