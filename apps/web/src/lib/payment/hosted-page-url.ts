/**
 * The gateway's hosted page in the language the buyer is shopping in. Like Stripe's `locale`
 * option, the page takes a `locale` parameter (a BCP 47 tag: `de`, `pt-BR`, `zh-Hant`), so the
 * card form, the 3-D Secure challenge, the PayPal page and the wallet sheet speak the
 * checkout's language instead of guessing it from the browser's.
 */
export function hostedPageUrl(hostedUrl: string, languageTag: string, base: string): string {
  const url = new URL(hostedUrl, base);
  url.searchParams.set('locale', languageTag);
  return url.href;
}
