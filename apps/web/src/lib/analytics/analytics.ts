/**
 * docs/product.md#page-views-and-clicks analytics: page views, click events ('website_object_clicked' with category and
 * label) and the login-state signal. The library must be initialised before use — using it
 * earlier throws the exact message of docs/product.md#page-views-and-clicks. Its transport (the loader) is fetched with a
 * dynamic import on first use, so pages that never track download nothing more. Without
 * consent nothing is sent or queued (decision 0059).
 */

/** docs/product.md#page-views-and-clicks, spelling included. */
export const NOT_INITIALISED_MESSAGE = 'You need to initlize the Analytics library first';

export type EventProperties = Record<string, string | number | boolean | null>;

/** What the loader provides: sends one event to the collector. */
export interface AnalyticsTransport {
  send(event: string, properties: EventProperties): void;
}

export interface AnalyticsOptions {
  /** Read at every event, so a consent change applies at once. */
  hasConsent: () => boolean;
  /** Fetches the transport; the default is the first-party collector's loader. */
  loadTransport?: () => Promise<AnalyticsTransport>;
  /** Where the login-state signal goes (docs/product.md#page-views-and-clicks tracking queue). */
  trackingQueue?: unknown[];
  /** Makes ids; injectable for tests. */
  newId?: () => string;
}

export interface Analytics {
  pageView(path: string): void;
  click(category: string, label: string): void;
  /** docs/product.md#page-views-and-clicks: 1 when the visitor is signed in (has a krn), else 0. */
  loginState(krn: string | null | undefined): void;
  /** The current page view's id, also sent with checkout (`userSession.pageViewId`). */
  pageViewId(): string;
}

declare global {
  interface Window {
    burrowTrackingQueue?: unknown[];
  }
}

let instance: Analytics | null = null;

function randomId(): string {
  return crypto.randomUUID();
}

export function initAnalytics(options: AnalyticsOptions): Analytics {
  const newId = options.newId ?? randomId;
  const queue = options.trackingQueue ?? (window.burrowTrackingQueue ??= []);
  const load =
    options.loadTransport ??
    (() => import('./collector-transport').then((module) => module.createCollectorTransport()));
  let transport: Promise<AnalyticsTransport> | null = null;
  let currentPageViewId = newId();

  const send = (event: string, properties: EventProperties) => {
    if (!options.hasConsent()) return;
    // Taken now: the loader may arrive after the next navigation.
    const stamped = { ...properties, page_view_id: currentPageViewId };
    transport ??= load();
    void transport.then(
      (loaded) => loaded.send(event, stamped),
      // A loader that cannot be fetched (offline, blocked) must never break the page.
      () => {
        transport = null;
      },
    );
  };

  instance = {
    pageView(path) {
      currentPageViewId = newId();
      send('page_view', { path });
    },
    click(category, label) {
      send('website_object_clicked', {
        object_category: category,
        label,
        path: window.location.pathname,
      });
    },
    loginState(krn) {
      if (!options.hasConsent()) return;
      queue.push({ event: 'login_state', logged_in: krn ? 1 : 0 });
    },
    pageViewId: () => currentPageViewId,
  };
  return instance;
}

/** The initialised library; throws the documented message before `initAnalytics`. */
export function analytics(): Analytics {
  if (!instance) throw new Error(NOT_INITIALISED_MESSAGE);
  return instance;
}

export function isAnalyticsInitialised(): boolean {
  return instance !== null;
}

/** For tests: back to the uninitialised state. */
export function resetAnalytics(): void {
  instance = null;
}
