/** The server's `win-back` offer (catalog README): its plans, on the order page. */
export const WIN_BACK_OFFER_PATH = '/order?offer=win-back';

/**
 * The free months the `win-back` offer gives on yearly and two-year plans. It mirrors the
 * offer's prices so the dashboard need not load an offer to show one banner; the order
 * page it links to shows the offer's own figures.
 */
export const WIN_BACK_FREE_MONTHS = 3;
