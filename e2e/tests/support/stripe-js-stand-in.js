// A stand-in for Stripe.js (https://js.stripe.com/<version>/stripe.js) in the browser
// journeys, served at Stripe's URL by Playwright routing (`stripe-routes.ts`). It defines
// `window.Stripe(publishableKey, options)` with the part of Stripe.js that @stripe/stripe-js
// and @stripe/react-stripe-js call, draws plain card fields where the Payment Element mounts,
// and pays the way Stripe.js does: with the publishable key and the intent's client secret,
// `POST /v1/payment_methods` then `POST /v1/payment_intents/:id/confirm` against
// https://api.stripe.com, which the journey routes to the local fake Stripe API. A 3-D Secure
// intent shows a small challenge whose "Complete" and "Fail" buttons are the fake's
// `POST /_fake/payment_intents/:id/authenticate`. No card data goes anywhere but that API.
(() => {
  const API = 'https://api.stripe.com';

  /** The intent's id: a client secret is `<id>_secret_<secret>`. */
  const intentIdOf = (clientSecret) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));

  async function call(method, path, key, params) {
    const body = new URLSearchParams({ key, ...params });
    const response =
      method === 'GET'
        ? await fetch(`${API}${path}?${body}`)
        : await fetch(`${API}${path}`, {
            method,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body,
          });
    const json = await response.json();
    return response.ok ? { body: json } : { error: json.error };
  }

  function field(label, name, autocomplete, placeholder) {
    const wrapper = document.createElement('label');
    wrapper.style.display = 'flex';
    wrapper.style.flexDirection = 'column';
    wrapper.style.gap = '4px';
    wrapper.style.fontSize = '14px';
    wrapper.textContent = label;
    const input = document.createElement('input');
    input.name = name;
    input.autocomplete = autocomplete;
    input.inputMode = 'numeric';
    input.placeholder = placeholder;
    input.style.border = '1px solid #94a3b8';
    input.style.borderRadius = '8px';
    input.style.padding = '10px';
    input.setAttribute('dir', 'ltr');
    wrapper.append(input);
    return { wrapper, input };
  }

  /** The Payment Element: card number, expiry and CVC, and where Stripe says what is wrong. */
  function createPaymentElement(group) {
    const listeners = new Map();
    const emit = (event, payload) =>
      (listeners.get(event) ?? []).slice().forEach((listener) => listener(payload));
    let root = null;
    const fields = {};
    let message = null;

    const element = {
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        root = document.createElement('div');
        root.style.display = 'flex';
        root.style.flexDirection = 'column';
        root.style.gap = '12px';
        const number = field('Card number', 'cardnumber', 'cc-number', '1234 1234 1234 1234');
        const expiry = field('Expiration date (MM / YY)', 'exp-date', 'cc-exp', 'MM / YY');
        const cvc = field('Security code', 'cvc', 'cc-csc', 'CVC');
        Object.assign(fields, { number: number.input, expiry: expiry.input, cvc: cvc.input });
        message = document.createElement('p');
        message.style.color = '#b91c1c';
        message.style.fontSize = '14px';
        message.setAttribute('role', 'alert');
        root.append(number.wrapper, expiry.wrapper, cvc.wrapper, message);
        for (const input of Object.values(fields)) {
          input.addEventListener('input', () =>
            emit('change', {
              elementType: 'payment',
              empty: Object.values(fields).every((each) => each.value === ''),
              complete: validate() === null,
              value: { type: 'card' },
            }),
          );
        }
        node.append(root);
        group.mounted = element;
        setTimeout(() => emit('ready', { elementType: 'payment' }), 0);
      },
      on(event, listener) {
        listeners.set(event, [...(listeners.get(event) ?? []), listener]);
        return element;
      },
      once(event, listener) {
        const once = (payload) => {
          element.off(event, once);
          listener(payload);
        };
        return element.on(event, once);
      },
      off(event, listener) {
        listeners.set(
          event,
          (listeners.get(event) ?? []).filter((each) => each !== listener),
        );
        return element;
      },
      update() {},
      focus() {
        fields.number?.focus();
      },
      blur() {},
      clear() {
        for (const input of Object.values(fields)) input.value = '';
      },
      collapse() {},
      unmount() {
        root?.remove();
        root = null;
      },
      destroy() {
        element.unmount();
        if (group.mounted === element) group.mounted = null;
      },
      /** The card as typed, or a validation error as Stripe.js reports one. */
      card() {
        const error = validate();
        if (error) return { error };
        const [month, year] = fields.expiry.value.split('/').map((part) => part.trim());
        return {
          card: {
            number: fields.number.value.replace(/\s+/g, ''),
            exp_month: month,
            exp_year: year.length === 2 ? `20${year}` : year,
            cvc: fields.cvc.value.trim(),
          },
        };
      },
      say(text) {
        if (message) message.textContent = text ?? '';
      },
    };

    function validate() {
      if (!fields.number) return null;
      const digits = fields.number.value.replace(/\s+/g, '');
      if (!/^\d{12,19}$/.test(digits)) {
        return validationError('incomplete_number', 'Your card number is incomplete.');
      }
      if (!/^\s*\d{1,2}\s*\/\s*\d{2,4}\s*$/.test(fields.expiry.value)) {
        return validationError('incomplete_expiry', 'Your card’s expiration date is incomplete.');
      }
      if (!/^\d{3,4}$/.test(fields.cvc.value.trim())) {
        return validationError('incomplete_cvc', 'Your card’s security code is incomplete.');
      }
      return null;
    }
    return element;
  }

  const validationError = (code, message) => ({ type: 'validation_error', code, message });

  /** The 3-D Secure challenge, shown where the form is: the buyer completes or fails it. */
  function challenge(group) {
    return new Promise((resolve) => {
      const box = document.createElement('div');
      box.setAttribute('role', 'group');
      box.setAttribute('aria-label', '3D Secure authentication');
      box.style.border = '1px solid #94a3b8';
      box.style.borderRadius = '8px';
      box.style.padding = '12px';
      box.style.pointerEvents = 'auto';
      const text = document.createElement('p');
      text.textContent = 'Your bank asks you to confirm this payment.';
      box.append(text);
      for (const [label, outcome] of [
        ['Complete', 'succeed'],
        ['Fail', 'fail'],
      ]) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.style.marginInlineEnd = '8px';
        button.addEventListener('click', () => {
          box.remove();
          resolve(outcome);
        });
        box.append(button);
      }
      (group.root?.() ?? document.body).append(box);
    });
  }

  function Stripe(publishableKey, options = {}) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw new Error('Stripe stand-in: a publishable key (pk_…) is required.');
    }
    const stripe = {
      _locale: options.locale,
      _registerWrapper() {},
      registerAppInfo() {},
      elements(groupOptions = {}) {
        let elementRoot = null;
        const group = {
          clientSecret: groupOptions.clientSecret,
          locale: groupOptions.locale ?? options.locale,
          appearance: groupOptions.appearance,
          mounted: null,
          root: () => elementRoot,
          create(type) {
            if (type !== 'payment') throw new Error(`Stripe stand-in: no ${type} element.`);
            const element = createPaymentElement(group);
            const mount = element.mount;
            element.mount = (target) => {
              const node = typeof target === 'string' ? document.querySelector(target) : target;
              elementRoot = node;
              mount(node);
            };
            return element;
          },
          getElement: (type) => (type === 'payment' ? group.mounted : null),
          update(changes) {
            Object.assign(group, changes);
          },
          fetchUpdates: async () => ({}),
          async submit() {
            const typed = group.mounted?.card();
            if (!typed) return { error: validationError('incomplete', 'Enter your card.') };
            if (typed.error) {
              group.mounted.say(typed.error.message);
              return { error: typed.error };
            }
            return {};
          },
        };
        return group;
      },

      async retrievePaymentIntent(clientSecret) {
        const answer = await call(
          'GET',
          `/v1/payment_intents/${intentIdOf(clientSecret)}`,
          publishableKey,
          { client_secret: clientSecret },
        );
        return answer.error ? { error: answer.error } : { paymentIntent: answer.body };
      },

      /** A 3-D Secure intent: the challenge, the fake's outcome, and the intent as it ends. */
      async handleNextAction({ clientSecret }, group = null) {
        const id = intentIdOf(clientSecret);
        const outcome = await challenge(group ?? {});
        const authenticated = await call(
          'POST',
          `/_fake/payment_intents/${id}/authenticate`,
          publishableKey,
          { outcome },
        );
        if (authenticated.error) return { error: authenticated.error };
        const { paymentIntent, error } = await stripe.retrievePaymentIntent(clientSecret);
        if (error) return { error };
        if (
          paymentIntent.last_payment_error &&
          paymentIntent.status === 'requires_payment_method'
        ) {
          return { error: { ...paymentIntent.last_payment_error, payment_intent: paymentIntent } };
        }
        return { paymentIntent };
      },

      async confirmPaymentIntent(clientSecret, paymentMethod, returnUrl, group) {
        const params = { client_secret: clientSecret, payment_method: paymentMethod };
        if (returnUrl) params.return_url = returnUrl;
        const confirmed = await call(
          'POST',
          `/v1/payment_intents/${intentIdOf(clientSecret)}/confirm`,
          publishableKey,
          params,
        );
        if (confirmed.error) return { error: confirmed.error };
        const intent = confirmed.body;
        if (intent.status === 'requires_action') {
          return stripe.handleNextAction({ clientSecret }, group);
        }
        return { paymentIntent: intent };
      },

      async confirmPayment({ elements, confirmParams = {}, redirect = 'always' }) {
        if (redirect !== 'if_required' && !confirmParams.return_url) {
          throw new Error(
            'Stripe stand-in: confirmPayment needs a return_url unless redirect is if_required.',
          );
        }
        const typed = elements.mounted?.card();
        if (!typed) return { error: validationError('incomplete', 'Enter your card.') };
        if (typed.error) {
          elements.mounted.say(typed.error.message);
          return { error: typed.error };
        }
        elements.mounted.say('');
        const created = await call('POST', '/v1/payment_methods', publishableKey, {
          type: 'card',
          'card[number]': typed.card.number,
          'card[exp_month]': typed.card.exp_month,
          'card[exp_year]': typed.card.exp_year,
          'card[cvc]': typed.card.cvc,
        });
        if (created.error) return { error: created.error };
        return stripe.confirmPaymentIntent(
          elements.clientSecret,
          created.body.id,
          confirmParams.return_url,
          elements,
        );
      },

      async confirmCardPayment(clientSecret, data = {}) {
        const paymentMethod = typeof data.payment_method === 'string' ? data.payment_method : null;
        if (!paymentMethod) {
          return { error: validationError('missing_payment_method', 'No payment method given.') };
        }
        return stripe.confirmPaymentIntent(clientSecret, paymentMethod, data.return_url, null);
      },

      async createPaymentMethod() {
        return { error: { type: 'invalid_request_error', message: 'Not in the stand-in.' } };
      },
      async createToken() {
        return { error: { type: 'invalid_request_error', message: 'Not in the stand-in.' } };
      },
    };
    return stripe;
  }

  // @stripe/stripe-js compares this with the release it expects.
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
