import type { RedeemResponse } from '@burrow/contract/redeem';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { TextField } from '../../../components/text-field';
import type { MessageId } from '../../../i18n/message-ids';
import { useRedeemCode } from '../api/redeem-code';
import { redeemFailure } from '../components/redeem-failure';
import { RedeemResult } from '../components/redeem-result';

/** `/redeem` (docs/product.md#gift-cards-and-redeem-codes Redeem Code): a gift card or a promo code, for the signed-in customer. */
function RedeemRoute() {
  const intl = useIntl();
  const redeem = useRedeemCode();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<MessageId | null>(null);
  const [formError, setFormError] = useState<MessageId | null>(null);
  const [result, setResult] = useState<RedeemResponse | null>(null);
  const title = intl.formatMessage({ id: 'redeem.title' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setResult(null);
    if (code.trim() === '') {
      setFieldError('redeem.code.required');
      return;
    }
    setFieldError(null);
    redeem.mutate(
      { code },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setCode('');
        },
        onError: (error) => {
          const failure = redeemFailure(error);
          if (failure.at === 'field') setFieldError(failure.messageId);
          else setFormError(failure.messageId);
        },
      },
    );
  };

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <DocumentTitle title={title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{intl.formatMessage({ id: 'redeem.intro' })}</p>
      </div>
      {result && <RedeemResult result={result} />}
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        {formError && <Alert tone="error">{intl.formatMessage({ id: formError })}</Alert>}
        <TextField
          label={intl.formatMessage({ id: 'redeem.code.label' })}
          hint={intl.formatMessage({ id: 'redeem.code.hint' })}
          error={fieldError ? intl.formatMessage({ id: fieldError }) : undefined}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setFieldError(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
        <Button type="submit" pending={redeem.isPending} className="self-start">
          {intl.formatMessage({ id: redeem.isPending ? 'redeem.submitting' : 'redeem.submit' })}
        </Button>
      </form>
    </div>
  );
}

export { RedeemRoute as Component };
