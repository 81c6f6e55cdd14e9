/**
 * The hosted pages' stylesheet and script, kept as strings so the bundled server needs no
 * files beside it. The script is served from its own route because the CSP allows no
 * inline script.
 */
export const GATEWAY_CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
body { margin: 0; background: #f4f5f7; color: #1d2330; line-height: 1.5; }
.sheet { max-width: 28rem; margin: 1.5rem auto; padding: 1.5rem; background: #fff;
  border-radius: 0.75rem; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
.test-mode { margin: 0 0 1rem; padding: 0.25rem 0.5rem; background: #fff4d6; color: #6b4e00;
  border-radius: 0.25rem; font-size: 0.8125rem; }
h1 { font-size: 1.25rem; margin: 0 0 0.25rem; }
.amount { font-size: 1.75rem; font-weight: 700; margin: 0; }
.description { color: #4a5263; margin-top: 0; }
.field { margin-bottom: 0.875rem; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
label { display: block; font-weight: 600; font-size: 0.875rem; margin-bottom: 0.25rem; }
input { box-sizing: border-box; width: 100%; padding: 0.625rem; font-size: 1rem;
  border: 1px solid #8a93a6; border-radius: 0.375rem; }
input:focus-visible, button:focus-visible { outline: 3px solid #2f6fed; outline-offset: 1px; }
input[aria-invalid="true"] { border-color: #b3261e; }
.field-error, .failure { color: #b3261e; font-size: 0.875rem; margin: 0.25rem 0 0; }
.alert { padding: 0.5rem 0.75rem; margin-bottom: 1rem; background: #fdecea; color: #8c1d18;
  border-radius: 0.375rem; }
button { width: 100%; padding: 0.75rem; font-size: 1rem; font-weight: 600; border-radius: 0.375rem;
  cursor: pointer; border: 1px solid transparent; }
.primary { background: #1f5fd6; color: #fff; }
.secondary { background: #fff; color: #1d2330; border-color: #8a93a6; margin-top: 0.5rem; }
.decision { margin-top: 1rem; }
.brand-bar { font-weight: 700; padding: 0.5rem 0.75rem; border-radius: 0.375rem; margin-bottom: 1rem; }
.brand-bar.paypal { background: #ffc439; color: #142c8e; }
.brand-bar.wallet { background: #000; color: #fff; }
.brand-bar.bank { background: #e7eefc; color: #173b80; }
.test-cards { margin-top: 1.25rem; font-size: 0.875rem; }
.test-cards table { border-collapse: collapse; width: 100%; }
.test-cards th, .test-cards td { text-align: start; padding: 0.25rem 0.375rem; border-bottom: 1px solid #e3e6ec; }
/* Card numbers read left to right on a right-to-left page too. */
.test-cards code { direction: ltr; unicode-bidi: isolate; }
.close-hint { color: #4a5263; }
.decline p { margin: 0; }
.decline-reason { font-weight: 600; }
/* In a phone-sized frame the page is the sheet: no card inside the app's own dialog. */
@media (max-width: 30rem) {
  body { background: #fff; }
  .sheet { margin: 0; padding: 0.75rem 0.25rem; box-shadow: none; border-radius: 0; }
}
`;

/**
 * Tells the embedding app how the intent ended (or that a card was declined and the buyer
 * may try another), tells it the page's height whenever that changes so the frame can fit
 * the whole form, and stops double submissions. The target origin is the page's own: the
 * gateway is served by the app's server, so the app that embeds this iframe has the same
 * origin, and no other window may read the messages.
 */
export const GATEWAY_JS = `'use strict';
(function () {
  var framed = window.parent && window.parent !== window;
  var result = document.getElementById('sandbox-gateway-result');
  // /sandbox-gateway/pay/<intent id>[/<step>]
  var intentId = window.location.pathname.split('/')[3] || null;
  if (framed && intentId && typeof ResizeObserver === 'function') {
    var told = 0;
    var tell = function () {
      var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (height === told) return;
      told = height;
      window.parent.postMessage(
        { source: 'burrow-sandbox-gateway', intentId: intentId, height: height },
        window.location.origin
      );
    };
    new ResizeObserver(tell).observe(document.documentElement);
    tell();
  }
  if (result && framed) {
    window.parent.postMessage(
      {
        source: 'burrow-sandbox-gateway',
        intentId: result.getAttribute('data-intent-id'),
        status: result.getAttribute('data-status'),
        failureReason: result.getAttribute('data-failure-reason') || null
      },
      window.location.origin
    );
  }
  // Ignore a second submit while the first is on its way; disabling the button instead
  // would drop its name=value from the submission.
  Array.prototype.forEach.call(document.querySelectorAll('form'), function (form) {
    var sent = false;
    form.addEventListener('submit', function (event) {
      if (sent) event.preventDefault();
      sent = true;
    });
  });
})();
`;
