import type { PaymentMethodType } from '@burrow/contract/checkout';
import { APPLE_PAY_BUTTON_STYLE, PAYPAL_BUTTON_STYLE } from '@burrow/domain/payment-button-style';
import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import { Spinner } from '../spinner';

interface Look {
  className: string;
  /** Heights are the domain's constants (docs/product.md#paying), so they are inline styles (allowed by our CSP). */
  style?: CSSProperties;
}

// Built here rather than on top of `buttonClasses`: its rounded-lg and colours would fight
// these (plain class joining cannot say which of two conflicting utilities wins).
const BASE =
  'inline-flex items-center justify-center gap-2 px-8 text-base font-semibold shadow-sm ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60';

/** docs/product.md#paying: PayPal gold and pill-shaped at its height; the wallets black, Apple Pay taller. */
const LOOKS: Record<PaymentMethodType, Look> = {
  card: { className: 'rounded-lg bg-indigo-700 py-3 text-white hover:bg-indigo-800' },
  paypal: {
    // PayPal's own gold (#ffc439) with dark text, as its SDK draws the gold button.
    className: 'rounded-full bg-[#ffc439] text-slate-900 hover:bg-[#f2ba36]',
    style: { height: PAYPAL_BUTTON_STYLE.height },
  },
  apple_pay: {
    className: 'rounded-lg bg-black text-white hover:bg-slate-800',
    style: { height: APPLE_PAY_BUTTON_STYLE.height },
  },
  google_pay: { className: 'rounded-lg bg-black py-3 text-white hover:bg-slate-800' },
};

interface PayButtonProps {
  method: PaymentMethodType;
  onClick: () => void;
  /** A payment is under way: disabled, with progress shown. */
  pending: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** The Pay button, dressed as the chosen method's own button. */
export function PayButton({
  method,
  onClick,
  pending,
  disabled = false,
  className,
  children,
}: PayButtonProps) {
  const look = LOOKS[method];
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={cx(BASE, look.className, className)}
      style={look.style}
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}
