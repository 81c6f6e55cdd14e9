import { ContactForm } from '../../features/contact/components/contact-form';
import { ContentPage } from '../../features/content/components/content-page';

/**
 * The support centre (decision 0099): the operator's help text, then the contact form —
 * composed here because features do not import each other. `#contact` links land on the form.
 */
function SupportRoute() {
  return (
    <ContentPage>
      <section
        id="contact"
        className="mt-10 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <ContactForm />
      </section>
    </ContentPage>
  );
}

export { SupportRoute as Component };
