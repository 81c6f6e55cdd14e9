/**
 * Paths the JSON API answers (spec §7 names some outside /api/). Tenancy, CSRF and the
 * web app's catch-all all decide by this one list.
 */
const API_PATH_PREFIXES = ['/api/', '/order/api/', '/data-platform/', '/attempted_signups'];

export function isApiPath(url: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));
}
