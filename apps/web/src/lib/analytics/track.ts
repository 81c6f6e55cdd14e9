import { analytics, isAnalyticsInitialised } from './analytics';

/**
 * Click tracking for shell links. The app initialises analytics before it renders; a
 * component rendered without it (a unit test) just does not track.
 */
export function trackClick(category: string, label: string): void {
  if (isAnalyticsInitialised()) analytics().click(category, label);
}
