import type { StripeElementLocale } from '@stripe/stripe-js';

/**
 * Our language tags Stripe names otherwise (Stripe's `locale` list): Simplified Chinese is
 * its `zh`, Traditional its `zh-TW`. Stripe has no Ukrainian.
 */
const STRIPE_NAMES: Readonly<Record<string, StripeElementLocale>> = {
  'zh-Hans': 'zh',
  'zh-Hant': 'zh-TW',
};

const STRIPE_LOCALES: ReadonlySet<string> = new Set<StripeElementLocale>([
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fi',
  'fil',
  'fr',
  'he',
  'hu',
  'hr',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'no',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
]);

function isStripeLocale(tag: string): tag is StripeElementLocale {
  return STRIPE_LOCALES.has(tag);
}

/**
 * The `locale` Stripe.js is given for the site's language (a BCP 47 tag, `intl.locale`), so
 * the Payment Element, its errors and the 3-D Secure frame speak the checkout's language
 * (decision 0067's rule for any provider). A language Stripe lacks is `auto`: Stripe then
 * follows the browser's languages.
 */
export function stripeLocale(languageTag: string): StripeElementLocale {
  const named = STRIPE_NAMES[languageTag];
  if (named) return named;
  return isStripeLocale(languageTag) ? languageTag : 'auto';
}
