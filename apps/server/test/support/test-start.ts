/** The moment every test app's clock starts at, and the demo seed's "now". */
export const TEST_START = new Date('2026-06-15T12:00:00Z');
