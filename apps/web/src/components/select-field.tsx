import { useId, type ComponentProps } from 'react';
import { cx } from '../lib/class-names';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string | undefined;
  /** The empty first option, e.g. "Choose a country". */
  placeholder: string;
  options: ReadonlyArray<{ code: string; name: string }>;
}

/** A labelled select whose error is announced with it, in step with `TextField`. */
export function SelectField({
  label,
  error,
  placeholder,
  options,
  id,
  className,
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={cx('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(
          // A long option or a date picker never pushes a phone's screen wider.
          'max-w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
          'focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600',
          error ? 'border-red-600' : 'border-slate-300',
        )}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
