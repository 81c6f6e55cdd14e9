import {
  GiftCardCheckRequestSchema,
  type GiftCardCheckResponse,
} from '@burrow/contract/gift-cards';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import type { MessageId } from '../../../i18n/message-ids';
import { useCheckGiftCard } from '../api/check-gift-card';
import { giftFailure } from '../model/gift-failure';
import { fieldMessage } from './field-message';
import { StepHeading } from './step-heading';

interface CodeStepProps {
  defaultCode: string;
  /** A card problem found later (redeemed meanwhile): shown by the field on arrival. */
  initialError: MessageId | null;
  focusOnMount: boolean;
  onChecked: (card: GiftCardCheckResponse) => void;
}

/** Step 1: the code, checked with the server, which says what it is worth. */
export function CodeStep({ defaultCode, initialError, focusOnMount, onChecked }: CodeStepProps) {
  const intl = useIntl();
  const check = useCheckGiftCard();
  const [generalError, setGeneralError] = useState<MessageId | null>(null);
  // State updates arrive a render late; a ref stops a second submit started in between.
  const inFlight = useRef(false);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(GiftCardCheckRequestSchema),
    defaultValues: { code: defaultCode },
  });

  useEffect(() => {
    if (initialError) {
      setError(
        'code',
        { type: 'server', message: intl.formatMessage({ id: initialError }) },
        { shouldFocus: true },
      );
    }
  }, [initialError, intl, setError]);

  const submit = handleSubmit(async ({ code }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setGeneralError(null);
    try {
      onChecked(await check.mutateAsync(code));
    } catch (error) {
      const failure = giftFailure(error);
      if (failure.kind === 'card' || failure.kind === 'field') {
        const message = intl.formatMessage({ id: failure.messageId });
        setError('code', { type: 'server', message }, { shouldFocus: true });
      } else {
        setGeneralError(failure.kind === 'general' ? failure.messageId : 'gift.error.general');
      }
    } finally {
      inFlight.current = false;
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {/* A step opened with an error gives focus to its field (the effect above), not to the
          heading: which of two mount effects runs last differs between renderers. */}
      <StepHeading focusOnMount={focusOnMount && !initialError}>
        {intl.formatMessage({ id: 'gift.step.code.heading' })}
      </StepHeading>
      {generalError && <Alert tone="error">{intl.formatMessage({ id: generalError })}</Alert>}
      <TextField
        label={intl.formatMessage({ id: 'gift.code.label' })}
        hint={intl.formatMessage({ id: 'gift.code.hint' })}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={fieldMessage(intl, 'code', formState.errors.code)}
        {...register('code')}
      />
      <Button type="submit" pending={check.isPending} className="self-start">
        {intl.formatMessage({
          id: check.isPending ? 'gift.code.submitting' : 'gift.code.submit',
        })}
      </Button>
    </form>
  );
}
