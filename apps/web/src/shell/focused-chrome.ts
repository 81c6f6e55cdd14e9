import { useMatches } from 'react-router';

/**
 * The route handle of the focused frame (decision 0104): pages where the buyer pays get a
 * minimal header, no marketing footer and no floating widgets over the Pay button.
 */
export const FOCUSED_CHROME_HANDLE = { focusedChrome: true } as const;

function isFocusedHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'focusedChrome' in handle;
}

/** Whether the page on screen is in the focused frame. */
export function useFocusedChrome(): boolean {
  return useMatches().some((match) => isFocusedHandle(match.handle));
}
