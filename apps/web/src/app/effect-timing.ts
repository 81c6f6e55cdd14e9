import { options } from 'preact';

/**
 * Decision 0133: Preact runs `useEffect` after the next animation frame, React as soon as the
 * render is committed. Libraries written for React attach listeners from effects —
 * react-stripe-js listens for the Payment Element's `ready` there — so an event fired in
 * that frame would be lost and the Pay button never enabled. Effects run in a microtask after
 * the render instead, as React's do. Called once before the first render, by the app and by
 * the web tests' setup.
 */
export function runEffectsAfterRender(): void {
  options.requestAnimationFrame = (flush) => queueMicrotask(flush);
}
