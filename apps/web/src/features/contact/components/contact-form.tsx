import { FieldErrorsSchema } from '@burrow/contract/errors';
import {
  ContactMessageRequestSchema,
  type ContactMessageRequest,
} from '@burrow/contract/support-messages';
import {
  CONTACT_FIELD_PROBLEMS,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_TOPICS,
  type ContactFieldProblem,
} from '@burrow/domain/contact-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { errorMessageId } from '../../../i18n/error-messages';
import { isApiError } from '../../../lib/api-client';
import { cx } from '../../../lib/class-names';
import { useSignedInUser } from '../../../lib/get-signed-in-user';
import { useSendContactMessage } from '../api/send-contact-message';

type Field = keyof ContactMessageRequest;

function isProblem(value: string | undefined): value is ContactFieldProblem {
  return (CONTACT_FIELD_PROBLEMS as readonly (string | undefined)[]).includes(value);
}

/** The server's refusal of a field: the same stable code the form's own check gives. */
function serverProblem(error: unknown, field: Field): ContactFieldProblem | undefined {
  if (!isApiError(error, 'invalid_request')) return undefined;
  const parsed = FieldErrorsSchema.safeParse(error.details);
  const code = parsed.success ? parsed.data.fields[field] : undefined;
  return isProblem(code) ? code : undefined;
}

/**
 * The contact form (decision 0099): topic, email (the account's when signed in) and message,
 * checked by the same rules the server runs (the contract's schema). Sent, it says where the
 * confirmation went and gives the reference.
 */
export function ContactForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const send = useSendContactMessage();
  const user = useSignedInUser();
  const messageId = useId();
  const { register, handleSubmit, formState, getValues, setValue, reset } = useForm<
    ContactMessageRequest,
    unknown,
    z.output<typeof ContactMessageRequestSchema>
  >({
    resolver: zodResolver(ContactMessageRequestSchema),
    defaultValues: { topic: '', email: '', message: '' },
  });
  const signedInEmail = user.data?.email;
  useEffect(() => {
    if (signedInEmail && getValues('email') === '') setValue('email', signedInEmail);
  }, [signedInEmail, getValues, setValue]);

  const problemText = (field: Field): string | undefined => {
    const own = formState.errors[field]?.message;
    const problem = isProblem(own) ? own : serverProblem(send.error, field);
    if (!problem) return undefined;
    return intl.formatMessage(
      { id: `contact.problem.${problem}` },
      { min: CONTACT_MESSAGE_MIN_LENGTH, max: CONTACT_MESSAGE_MAX_LENGTH },
    );
  };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (send.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-start gap-3">
        <Heading className="text-lg font-semibold text-slate-900">
          {intl.formatMessage({ id: 'contact.sent.title' })}
        </Heading>
        <p className="text-slate-700">
          {intl.formatMessage(
            { id: 'contact.sent.body' },
            { email: send.data.email, reference: send.data.reference },
          )}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            send.reset();
            reset({ topic: '', email: signedInEmail ?? '', message: '' });
          }}
        >
          {intl.formatMessage({ id: 'contact.send_another' })}
        </Button>
      </div>
    );
  }

  const fieldProblem =
    send.isError &&
    !serverProblem(send.error, 'topic') &&
    !serverProblem(send.error, 'email') &&
    !serverProblem(send.error, 'message');
  const messageError = problemText('message');
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => send.mutate(values))}
      className="flex flex-col gap-4"
    >
      <Heading className="text-lg font-semibold text-slate-900">
        {intl.formatMessage({ id: 'contact.title' })}
      </Heading>
      <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'contact.intro' })}</p>
      {fieldProblem && (
        <Alert tone="error">{intl.formatMessage({ id: errorMessageId(send.error) })}</Alert>
      )}
      <SelectField
        label={intl.formatMessage({ id: 'contact.topic' })}
        placeholder={intl.formatMessage({ id: 'contact.topic.placeholder' })}
        options={CONTACT_TOPICS.map((topic) => ({
          code: topic,
          name: intl.formatMessage({ id: `contact.topic.${topic}` }),
        }))}
        error={problemText('topic')}
        {...register('topic')}
      />
      <TextField
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'contact.email' })}
        error={problemText('email')}
        {...register('email')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-medium text-slate-800">
          {intl.formatMessage({ id: 'contact.message' })}
        </label>
        <textarea
          id={messageId}
          rows={5}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          className={cx(
            'rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
            'focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600',
            messageError ? 'border-red-600' : 'border-slate-300',
          )}
          {...register('message')}
        />
        {messageError && (
          <p id={`${messageId}-error`} className="text-sm font-medium text-red-700">
            {messageError}
          </p>
        )}
      </div>
      <Button type="submit" pending={send.isPending} className="self-start">
        {intl.formatMessage({ id: send.isPending ? 'contact.sending' : 'contact.send' })}
      </Button>
    </form>
  );
}
