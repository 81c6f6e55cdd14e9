import { siteLinkFor } from '@burrow/domain/site-navigation';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { DocumentTitle } from '../../../components/document-title';
import { siteLinkLabel } from '../../../i18n/site-link-label';

/**
 * The simple pages the header and footer link to (decision 0058): the link's words as the
 * title, one line, and the way to buy. They exist so no shell link is dead; their copy is
 * for an operator to replace.
 */
function MarketingPageRoute() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const link = siteLinkFor(pathname);
  const title = link ? siteLinkLabel(intl, link) : pathname;
  return (
    <section className="mx-auto max-w-3xl py-12">
      <DocumentTitle title={title} />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {intl.formatMessage({ id: 'site.page.lead' }, { topic: title })}
      </p>
      <Link to="/order" className={buttonClasses('primary', 'mt-8')}>
        {intl.formatMessage({ id: 'shell.header.get_started' })}
      </Link>
    </section>
  );
}

export { MarketingPageRoute as Component };
