/**
 * Stripe's request parameters: `application/x-www-form-urlencoded` with bracket nesting, as the
 * SDK and Stripe.js send them (`metadata[k]=v`, `expand[0]=latest_charge`, `expand[]=x`,
 * `payment_method_data[card][number]=…`). Values stay strings; each endpoint reads the types it
 * expects through the helpers below, so a wrong type is a 400 naming the parameter, as Stripe does.
 */
export type ParamValue = string | ParamValue[] | { [key: string]: ParamValue };
export type Params = { [key: string]: ParamValue };

/** Splits `a[b][0][]` into `['a', 'b', '0', '']`. */
function pathOf(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const parts = [key.slice(0, open)];
  const rest = /\[([^\]]*)\]/g;
  let match: RegExpExecArray | null;
  while ((match = rest.exec(key.slice(open))) !== null) parts.push(match[1] ?? '');
  return parts;
}

function assign(target: Params | ParamValue[], path: string[], value: string): void {
  const [head, ...tail] = path;
  if (head === undefined) return;
  if (Array.isArray(target)) {
    const index = head === '' ? target.length : Number(head);
    if (!Number.isInteger(index) || index < 0) return;
    if (tail.length === 0) {
      target[index] = value;
      return;
    }
    const existing = target[index];
    const child = typeof existing === 'object' ? existing : containerFor(tail[0]);
    target[index] = child;
    assign(child, tail, value);
    return;
  }
  if (tail.length === 0) {
    target[head] = value;
    return;
  }
  const existing = target[head];
  const child = typeof existing === 'object' ? existing : containerFor(tail[0]);
  target[head] = child;
  assign(child, tail, value);
}

function containerFor(nextKey: string | undefined): Params | ParamValue[] {
  return nextKey === '' || (nextKey !== undefined && /^\d+$/.test(nextKey)) ? [] : {};
}

/** Parses a form-encoded body or query string into nested params. */
export function parseFormParams(encoded: string): Params {
  const params: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) assign(params, pathOf(key), value);
  return params;
}

/** JSON bodies (the control endpoints accept them too) become the same string-valued params. */
export function paramsOfJson(value: unknown): Params {
  const converted = fromJson(value);
  return typeof converted === 'object' && !Array.isArray(converted) ? converted : {};
}

function fromJson(value: unknown): ParamValue {
  if (Array.isArray(value)) return value.map(fromJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromJson(v)]));
  }
  return value === null || value === undefined ? '' : String(value);
}

/** A stable text of the parameters, for comparing an idempotent retry with its first request. */
export function canonicalParams(value: ParamValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalParams).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalParams(value[k] ?? '')}`).join(',')}}`;
}
