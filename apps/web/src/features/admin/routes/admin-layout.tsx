import type { StaffMe } from '@burrow/contract/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink, Outlet, useOutletContext } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { LoadingBlock } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api-client';
import { cx } from '../../../lib/class-names';
import { staffKeys, useStaffMe, useStaffSignOut } from '../api/staff-api';
import { StaffSignInForm } from '../components/staff-sign-in-form';
import { consoleNavigation } from '../model/console-navigation';
import { staffErrorText } from '../model/staff-error-text';

/** The signed-in staff member, for the console's pages. */
export function useStaffContext(): StaffMe {
  return useOutletContext<StaffMe>();
}

function ConsoleShell({ me }: { me: StaffMe }) {
  const signOut = useStaffSignOut();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="font-bold text-slate-900">Burrow operator console</p>
          <nav aria-label="Console" className="min-w-0">
            <ul className="flex flex-wrap gap-1">
              {consoleNavigation(me.permissions).map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end
                    className={({ isActive }) =>
                      cx(
                        'rounded-md px-3 py-2 text-sm font-medium',
                        isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700',
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex min-w-0 flex-wrap items-center gap-3 text-sm text-slate-700">
            <span className="break-all">
              {me.staff.email} ({me.staff.role})
            </span>
            <Button
              variant="secondary"
              pending={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {me.recovery_codes_left <= 2 && (
          <Alert tone="info" className="mb-6">
            {`Only ${me.recovery_codes_left} recovery codes left: ask an admin for new ones.`}
          </Alert>
        )}
        <Outlet context={me} />
      </main>
    </div>
  );
}

/**
 * Every console page sits in this layout: it asks who is signed in and shows the staff
 * sign-in until someone is. Loaded lazily with the pages, so customers never download it.
 */
function AdminLayout() {
  const queryClient = useQueryClient();
  // Staff act on what they read: a page opened shows the server's figures now, not the
  // customer site's 30-second-old copy (a coupon's uses after a sale, a queue after a fix).
  // Set once, before the first staff query is built.
  useState(() => queryClient.setQueryDefaults(staffKeys.all, { staleTime: 0 }));
  const me = useStaffMe();
  if (me.isPending)
    return (
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <LoadingBlock lines={4} />
      </main>
    );
  if (me.isError) {
    if (isApiError(me.error) && me.error.status === 401)
      return (
        <main id="main" className="flex min-h-screen items-center bg-slate-50 px-4 py-8">
          <title>Staff sign-in — Burrow</title>
          <StaffSignInForm />
        </main>
      );
    return (
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <Alert tone="error">{staffErrorText(me.error)}</Alert>
        <Button variant="secondary" className="mt-4" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </main>
    );
  }
  return <ConsoleShell me={me.data} />;
}

export { AdminLayout as Component };
