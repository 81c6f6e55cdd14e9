import { cx } from '../lib/class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-indigo-700 text-white shadow-sm hover:bg-indigo-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100',
  ghost: 'text-indigo-800 hover:bg-indigo-50',
};

/** Shared by <Button> and links that look like buttons, so both stay in step. */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cx(base, variants[variant], className);
}
