import {
  ExpertProgramApplicationRequestSchema,
  type ExpertProgramApplicationRequest,
} from '@burrow/contract/expert-program';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { errorMessageId } from '../../../i18n/error-messages';
import { cx } from '../../../lib/class-names';
import { useApplyToExpertProgram } from '../api/apply-to-expert-program';

/** The application: why they would make a good expert (20 to 2,000 characters). */
export function ApplicationForm() {
  const intl = useIntl();
  const apply = useApplyToExpertProgram();
  const fieldId = useId();
  const { register, handleSubmit, formState } = useForm<ExpertProgramApplicationRequest>({
    resolver: zodResolver(ExpertProgramApplicationRequestSchema),
    defaultValues: { motivation: '' },
  });
  const error = formState.errors.motivation;
  const errorText = error
    ? intl.formatMessage({
        id:
          error.type === 'too_big'
            ? 'expert_program.motivation.too_long'
            : 'expert_program.motivation.too_short',
      })
    : undefined;
  const submit = handleSubmit((values) => apply.mutate(values));
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {apply.isError && (
        <Alert tone="error">{intl.formatMessage({ id: errorMessageId(apply.error) })}</Alert>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          {intl.formatMessage({ id: 'expert_program.motivation.label' })}
        </label>
        <textarea
          id={fieldId}
          rows={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
          className={cx(
            'rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
            'focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600',
            error ? 'border-red-600' : 'border-slate-300',
          )}
          {...register('motivation')}
        />
        <p id={`${fieldId}-hint`} className="text-sm text-slate-600">
          {intl.formatMessage({ id: 'expert_program.motivation.hint' })}
        </p>
        {errorText && (
          <p id={`${fieldId}-error`} className="text-sm font-medium text-red-700">
            {errorText}
          </p>
        )}
      </div>
      <Button type="submit" pending={apply.isPending} className="self-start">
        {intl.formatMessage({
          id: apply.isPending ? 'expert_program.apply.submitting' : 'expert_program.apply.submit',
        })}
      </Button>
    </form>
  );
}
