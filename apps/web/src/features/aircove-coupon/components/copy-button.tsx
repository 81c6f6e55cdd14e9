import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';

/** Copies text to the clipboard and says so where screen readers hear it. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="flex items-center gap-3">
      <Button variant="secondary" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className="text-sm text-slate-700">
        {state === 'copied' && intl.formatMessage({ id: 'aircove_coupon.copied' })}
        {state === 'failed' && intl.formatMessage({ id: 'aircove_coupon.copy_failed' })}
      </span>
    </div>
  );
}
