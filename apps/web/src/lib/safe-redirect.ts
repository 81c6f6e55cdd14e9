// Any absolute URL parsed against this base keeps its own origin; a relative one takes this.
const PROBE_ORIGIN = 'https://burrow.invalid';

function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/**
 * A redirect target taken from a URL or a server answer, or null when it could leave the site.
 * Only a path starting with a single `/` passes: `//evil.com`, `/\evil.com`, `https://…` and
 * `javascript:` all fail, because browsers read them as other origins or as script.
 */
export function safeRedirectPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // Browsers treat a backslash like a slash and drop tabs and newlines inside URLs.
  if (candidate.includes('\\') || hasControlCharacter(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  // Dot segments collapse while parsing: `/.//evil.com` and `/a/..//evil.com` come out as
  // `//evil.com`, which the router would hand to `location.assign` (decision 0078).
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to send someone who must sign in first, remembering where they were going. */
export function loginPathFor(currentPath: string): string {
  const next = safeRedirectPath(currentPath);
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}
