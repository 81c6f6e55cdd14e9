import { useState } from 'react';

/**
 * True once something this page saw being set up no longer is: the moment to announce that
 * it has arrived. Something already set up when the page opened is not news.
 */
export function useFinishedSettingUp(beingSetUp: boolean): boolean {
  const [sawBeingSetUp, setSawBeingSetUp] = useState(beingSetUp);
  // Remembered during render (React's pattern for state that follows a prop), so the answer
  // is right in the same render the status changes.
  if (beingSetUp && !sawBeingSetUp) setSawBeingSetUp(true);
  return sawBeingSetUp && !beingSetUp;
}
