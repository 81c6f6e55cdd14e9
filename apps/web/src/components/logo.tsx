export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-indigo-700" />
      <path
        d="M8 22c0-5 3.6-9 8-9s8 4 8 9"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="16" cy="22" r="2.5" fill="#fff" />
    </svg>
  );
}
