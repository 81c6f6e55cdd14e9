import { useIntl } from 'react-intl';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the header straight to the page's content. */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-indigo-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {intl.formatMessage({ id: 'shell.skip_to_content' })}
    </a>
  );
}
