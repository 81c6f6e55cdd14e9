import { useEffect, useState } from 'react';
import { Button } from './button';

interface CopyButtonProps {
  text: string;
  label: string;
  /** Announced (and shown on the button) once the text is on the clipboard. */
  copiedLabel: string;
  /** Announced when the browser refuses the clipboard: the person copies by hand. */
  failedLabel: string;
  variant?: 'primary' | 'secondary';
}

/** Copies `text` to the clipboard and says so, to sighted and screen-reader users alike. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  failedLabel,
  variant = 'secondary',
}: CopyButtonProps) {
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  // A copied label that never goes back would claim a later, different text was copied.
  useEffect(() => {
    if (result !== 'copied') return;
    const timer = setTimeout(() => setResult(null), 4000);
    return () => clearTimeout(timer);
  }, [result]);
  useEffect(() => setResult(null), [text]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };

  return (
    <>
      <Button variant={variant} onClick={() => void copy()}>
        {result === 'copied' ? copiedLabel : label}
      </Button>
      <span role="status" className={result === 'failed' ? 'text-sm text-slate-700' : 'sr-only'}>
        {result === 'copied' ? copiedLabel : result === 'failed' ? failedLabel : ''}
      </span>
    </>
  );
}
