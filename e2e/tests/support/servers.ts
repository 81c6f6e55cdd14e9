/** The app under test, and a second one whose demo clock the billing journeys move. */
export const APP_PORT = 4173;
export const CLOCK_PORT = 4175;
