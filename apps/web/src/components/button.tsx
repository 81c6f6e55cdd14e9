import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** Disables the button and shows progress while the action it started is running. */
  pending?: boolean;
}

export function Button({
  variant = 'primary',
  pending = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClasses(variant, className)}
      {...rest}
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}
