import type { ReactNode } from 'react';

// Outline pictures for the icon names `@burrow/domain/menu-items` gives each entry. They
// are decorative: the entry's text is its accessible name.
const PATHS: Record<string, ReactNode> = {
  dashboard: <path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" />,
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2.2.6 3.5 2.9 3.5 6" />
    </>
  ),
  devices: <path d="M3 5h13v10H3zM7 19h5M9.5 15v4M18 9h3v11h-3z" />,
  dns: <path d="M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01" />,
  'dedicated-ip': (
    <>
      <circle cx="12" cy="10" r="3" />
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
    </>
  ),
  esim: <path d="M7 3h7l4 4v14H7zM10 11h5v6h-5z" />,
  router: <path d="M3 14h18v6H3zM7 17h.01M11 17h.01M8 10a6 6 0 0 1 8 0M5.5 7.5a10 10 0 0 1 13 0" />,
  'id-alerts': <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4" />,
  'id-insurance': <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4" />,
  'id-removal': <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
  'credit-scanner': <path d="M3 6h18v12H3zM3 10h18M7 15h4" />,
  key: (
    <>
      <circle cx="8" cy="14" r="4" />
      <path d="M11 11l9-9M17 5l2 2M15 7l2 2" />
    </>
  ),
  gift: <path d="M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0" />,
  subscription: <path d="M4 5h16v14H4zM8 9h8M8 13h8M8 17h4" />,
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </>
  ),
  changelog: <path d="M6 3h12v18H6zM9 7h6M9 11h6M9 15h3" />,
  redeem: <path d="M3 8h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zM14 8v12" />,
  expert: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  'sign-out': <path d="M10 4H5v16h5M14 8l4 4-4 4M18 12H9" />,
};

export function MenuItemIcon({ name }: { name: string }) {
  const picture = PATHS[name];
  if (!picture) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-5 shrink-0 text-slate-500"
    >
      {picture}
    </svg>
  );
}
