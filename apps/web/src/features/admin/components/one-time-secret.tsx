import { useId } from 'react';
import { Button } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';

interface OneTimeSecretProps {
  /** What the secret is, e.g. "API key for VPN back office". */
  title: string;
  secret: string;
  onDone: () => void;
}

/**
 * A secret the server shows once (an API key, a webhook signing secret): copyable, and
 * plainly marked as never shown again. Only its hash (or the signer's copy) is kept.
 */
export function OneTimeSecret({ title, secret, onDone }: OneTimeSecretProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border-2 border-amber-500 bg-amber-50 p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </h3>
      <p id={`${id}-warning`} className="text-sm font-medium text-amber-900">
        Copy it now and store it safely: you will not see this again. If it is lost, make a new one.
      </p>
      <label htmlFor={`${id}-secret`} className="text-sm font-medium text-slate-800">
        Secret
      </label>
      <input
        id={`${id}-secret`}
        readOnly
        value={secret}
        aria-describedby={`${id}-warning`}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900"
      />
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={secret}
          label="Copy secret"
          copiedLabel="Copied"
          failedLabel="The browser did not allow copying: select the secret and copy it by hand."
          variant="primary"
        />
        <Button variant="secondary" onClick={onDone}>
          I have stored it
        </Button>
      </div>
    </section>
  );
}
