/** Joins the truthy class names; enough for our conditional Tailwind classes. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
