import * as Dialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';
import type { DialogPanelProps } from '../components/dialog-on-demand';
import { ContactForm } from '../features/contact/components/contact-form';
import { DialogPanelHeader } from './dialog-panel-header';

/** The contact button's panel, loaded on first open (`contact-button.tsx`). */
export function ContactPanel({ open, onOpenChange, returnFocus }: DialogPanelProps) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30 sm:bg-transparent" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          aria-describedby={undefined}
          className="fixed inset-x-2 bottom-2 z-50 max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 shadow-xl sm:inset-x-auto sm:end-4 sm:bottom-20 sm:w-96"
        >
          <DialogPanelHeader
            title={intl.formatMessage({ id: 'site.link.contact' })}
            className="mb-2"
            titleClassName="text-base"
          />
          <ContactForm headingLevel={3} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
