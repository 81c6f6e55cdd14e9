// The win-back feature's public surface: the dashboard shows the banner to the customers
// the rule picks. Everything else in this folder is internal.
export { WinBackBanner } from './components/win-back-banner';
export { isWinBackCandidate, type WinBackSubscription } from './model/win-back-eligibility';
