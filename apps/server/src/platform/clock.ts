/** The one source of "now" for server code; tests and the demo test clock replace it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock an operator (demo mode) or a test can move forward. */
export interface MovableClock extends Clock {
  advance(ms: number): void;
}

export function isMovableClock(clock: Clock): clock is MovableClock {
  return typeof (clock as Partial<MovableClock>).advance === 'function';
}

/** A clock that only moves when told to: for tests. */
export class ManualClock implements MovableClock {
  #now: Date;

  constructor(start: Date) {
    this.#now = new Date(start);
  }

  now(): Date {
    return new Date(this.#now);
  }

  advance(ms: number): void {
    this.#now = new Date(this.#now.getTime() + ms);
  }

  set(date: Date): void {
    this.#now = new Date(date);
  }
}

/**
 * Demo mode's clock: real time plus an offset the operator moves forward to watch
 * renewals, dunning and expiry happen. It never goes back.
 */
export class ShiftableClock implements MovableClock {
  #offsetMs: number;

  constructor(offsetMs = 0) {
    this.#offsetMs = offsetMs;
  }

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }

  advance(ms: number): void {
    if (ms < 0) throw new RangeError('The demo clock only moves forward.');
    this.#offsetMs += ms;
  }

  /** Takes on an offset another node moved to; one behind this clock's is ignored. */
  catchUp(offsetMs: number): void {
    if (offsetMs > this.#offsetMs) this.#offsetMs = offsetMs;
  }
}

/**
 * The world's time, for what a device outside the server computes from it (an authenticator
 * app's codes): the demo clock's shift does not apply there, a test's manual clock does.
 */
export function wallTime(clock: Clock): Date {
  return clock instanceof ShiftableClock ? new Date() : clock.now();
}
