import { contentPageAt } from '@burrow/domain/content-pages';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { siteLocaleOf } from '../../../i18n/locales';
import { useContentPage } from '../api/get-content-page';
import { ContentBlocks } from './content-blocks';

interface ContentPageProps {
  /** What follows the text on this page, such as the support centre's contact form. */
  children?: ReactNode;
}

/**
 * A legal or help page whose words are the operator's content files (decision 0099): the
 * text in the reader's language or English with a notice saying so, and a notice while the
 * text is still the template Burrow ships.
 */
export function ContentPage({ children }: ContentPageProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const slug = contentPageAt(pathname)?.slug ?? '';
  const page = useContentPage(slug, siteLocaleOf(intl.locale));
  let body: ReactNode;
  if (page.isPending) {
    body = <LoadingBlock lines={8} />;
  } else if (page.isError) {
    body = (
      <ErrorState
        error={page.error}
        onRetry={() => void page.refetch()}
        retrying={page.isFetching}
      />
    );
  } else {
    const { data } = page;
    // The text is in the file's language, which may not be the page's.
    const lang = data.locale === siteLocaleOf(intl.locale) ? undefined : 'en';
    body = (
      <>
        <DocumentTitle title={data.title} />
        <h1 lang={lang} className="text-3xl font-bold text-slate-900">
          {data.title}
        </h1>
        {data.fallback && (
          <Alert tone="info" className="mt-4">
            {intl.formatMessage({ id: 'content.fallback_notice' })}
          </Alert>
        )}
        {data.template && (
          <Alert tone="info" className="mt-4">
            {intl.formatMessage({ id: 'content.template_notice' })}
          </Alert>
        )}
        <div lang={lang} className="mt-6">
          {data.blocks.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
              {intl.formatMessage({ id: 'content.empty' })}
            </p>
          ) : (
            <ContentBlocks blocks={data.blocks} />
          )}
        </div>
      </>
    );
  }
  return (
    <article className="mx-auto max-w-3xl py-12">
      {body}
      {children}
    </article>
  );
}
