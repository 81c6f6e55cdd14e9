import { useId, type ComponentProps } from 'react';
import { cx } from '../lib/class-names';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({ label, hint, error, id, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          // A long option or a date picker never pushes a phone's screen wider.
          'max-w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
          'focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600',
          error ? 'border-red-600' : 'border-slate-300',
        )}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
