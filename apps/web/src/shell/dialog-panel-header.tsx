import * as Dialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';
import { CloseIcon } from './icons';

/** The shell dialogs' title row: the dialog's accessible title and its labelled close button. */
export function DialogPanelHeader({
  title,
  className = 'mb-3',
  titleClassName = 'text-lg',
}: {
  title: string;
  /** Spacing below the row. */
  className?: string;
  /** The title's size. */
  titleClassName?: string;
}) {
  const intl = useIntl();
  return (
    <div className={`flex items-center justify-between gap-2 ${className}`}>
      <Dialog.Title className={`font-semibold text-slate-900 ${titleClassName}`}>
        {title}
      </Dialog.Title>
      <Dialog.Close
        className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
        aria-label={intl.formatMessage({ id: 'shell.language.close' })}
      >
        <CloseIcon className="size-5" />
      </Dialog.Close>
    </div>
  );
}
