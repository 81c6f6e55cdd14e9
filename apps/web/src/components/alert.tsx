import type { ReactNode } from 'react';
import { cx } from '../lib/class-names';

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
} as const;

interface AlertProps {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
}

/** Errors interrupt (role=alert); good news and hints wait their turn (role=status). */
export function Alert({ tone, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
    >
      {children}
    </div>
  );
}
