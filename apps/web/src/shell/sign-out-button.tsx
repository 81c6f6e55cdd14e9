import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLogout } from '../features/auth/api/logout';
import { errorMessageId } from '../i18n/error-messages';
import { cx } from '../lib/class-names';

interface SignOutButtonProps {
  label: string;
  className: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
}

export function SignOutButton({ label, className, icon }: SignOutButtonProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: async () => {
        await navigate('/login', { replace: true });
        // Drop the account's cached data only once its pages are gone, so nothing on
        // screen refetches it (and gets a 401) on the way out.
        queryClient.clear();
      },
    });

  return (
    <>
      <button
        type="button"
        onClick={signOut}
        disabled={logout.isPending}
        aria-busy={logout.isPending || undefined}
        className={cx(className, 'w-full text-left disabled:opacity-60')}
      >
        {icon}
        {label}
      </button>
      {logout.isError && (
        <p role="alert" className="px-3 pt-1 text-sm text-red-700">
          {intl.formatMessage({ id: errorMessageId(logout.error) })}
        </p>
      )}
    </>
  );
}
