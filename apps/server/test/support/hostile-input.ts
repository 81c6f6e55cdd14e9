import fc from 'fast-check';

/**
 * What a hostile or broken client sends, for the contract fuzz: values of the wrong type,
 * at and past every boundary, oversized, deeply nested, with NUL and control characters,
 * and mutations that put them anywhere inside an otherwise valid request.
 */

/** A number JSON can spell but `JSON.stringify` cannot write (1e999, -0, 2^53 + 1). */
export class RawJsonNumber {
  constructor(readonly text: string) {}
}

const OVERSIZED = 'x'.repeat(100_000);

/** Strings that have broken servers: NUL, lone surrogates, control and bidi characters, ids. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  '\u0001\u0008\u001b\u001f\u007f',
  '\ud800',
  'a\udc00b',
  '\u202eevil',
  '\ufeff',
  'Zürich 東京 𝕳 👨‍👩‍👧',
  '\r\n\t',
  "' OR 1=1 --",
  '%_\\',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'krn:subscription:00000000-0000-0000-0000-000000000000',
  'krn:license:',
  'krn:::',
  'KRN:SUBSCRIPTION:X',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  '99999999999999999999999',
  '-1',
  '1e999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '0000-00-00',
  '2026-02-30',
  '9999-12-31T23:59:59.999Z',
  '275760-09-13T00:00:00.000Z',
  'x'.repeat(256),
  'é'.repeat(5_000),
  OVERSIZED,
];

const NASTY_NUMBERS: unknown[] = [
  0,
  -1,
  1,
  0.5,
  -0.000001,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  new RawJsonNumber('9007199254740993'),
  new RawJsonNumber('1e999'),
  new RawJsonNumber('-1e999'),
  new RawJsonNumber('-0'),
  new RawJsonNumber('1.0000000000000000001'),
  new RawJsonNumber('123456789012345678901234567890'),
];

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

const NASTY_STRUCTURES: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  { '': '' },
  nested(64),
  nested(2_000),
  Array.from({ length: 10_000 }, (_, i) => i),
  Array.from({ length: 500 }, () => ({ a: 'b' })),
  Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i])),
];

/** One hostile value: wrong type, boundary, oversized, odd characters or odd structure. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(...NASTY_STRUCTURES),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A hostile string, for path parameters and query values. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.uuid(),
  fc.uuid().map((id) => `krn:subscription:${id}`),
  fc.integer().map(String),
);

/** Keys nobody declared, including the ones that have polluted prototypes. */
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', '', 'x'.repeat(1_000), 'id', 'admin'];

export type Mutation =
  | { op: 'replace'; at: number; value: unknown }
  | { op: 'delete'; at: number }
  | { op: 'add-key'; at: number; key: string; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }),
  fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({
    op: fc.constant('add-key' as const),
    at: fc.nat(),
    key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 8 })),
    value: hostileValue,
  }),
);

type Path = (string | number)[];

function pathsIn(value: unknown, path: Path = [], found: Path[] = []): Path[] {
  found.push(path);
  if (Array.isArray(value)) value.forEach((item, i) => pathsIn(item, [...path, i], found));
  else if (isPlainObject(value))
    for (const [key, child] of Object.entries(value)) pathsIn(child, [...path, key], found);
  return found;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof RawJsonNumber);
}

/** Applies a mutation at one of the value's places (chosen by `at`); the input is not changed. */
export function applyMutation(value: unknown, change: Mutation): unknown {
  const copy: unknown = structuredCloneJson(value);
  const paths = pathsIn(copy);
  const path = paths[change.at % paths.length] ?? [];
  if (path.length === 0) {
    if (change.op === 'replace') return change.value;
    if (change.op === 'delete') return undefined;
    return isPlainObject(copy) && !Array.isArray(copy)
      ? defineKey(copy, change.key, change.value)
      : copy;
  }
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy) as
    Record<string | number, unknown> | unknown[];
  const last = path[path.length - 1] as string | number;
  if (change.op === 'replace') (parent as Record<string | number, unknown>)[last] = change.value;
  else if (change.op === 'delete') {
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else delete (parent as Record<string | number, unknown>)[last];
  } else {
    const target = (parent as Record<string | number, unknown>)[last];
    if (isPlainObject(target) && !Array.isArray(target))
      defineKey(target, change.key, change.value);
  }
  return copy;
}

/** Sets a key as an own property, so `__proto__` travels as data and pollutes nothing here. */
function defineKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return target;
}

function structuredCloneJson(value: unknown): unknown {
  if (value instanceof RawJsonNumber || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(structuredCloneJson);
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value))
    defineKey(copy, key, structuredCloneJson(child));
  return copy;
}

/**
 * JSON text for a value, as `JSON.stringify` writes it, with each RawJsonNumber written as
 * its literal text. Written with an explicit stack, not recursion: the hostile values nest
 * 2,000 deep, and a recursive writer (JSON.stringify with a replacer calls back into
 * JavaScript at every level) ran out of stack when called from deep enough in a fuzz run.
 */
export function toJsonText(value: unknown): string {
  const out: string[] = [];
  const pending: ({ text: string } | { value: unknown })[] = [{ value }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if ('text' in next) {
      out.push(next.text);
      continue;
    }
    const item = next.value;
    if (item instanceof RawJsonNumber) out.push(item.text);
    else if (isOmitted(item)) out.push('null');
    else if (item === null || typeof item !== 'object') out.push(JSON.stringify(item));
    else if (Array.isArray(item)) {
      // Pushed last to first, so they are written first to last.
      pending.push({ text: ']' });
      for (let index = item.length - 1; index >= 0; index -= 1) {
        pending.push({ value: item[index] as unknown });
        if (index > 0) pending.push({ text: ',' });
      }
      pending.push({ text: '[' });
    } else {
      const entries = Object.entries(item).filter(([, child]) => !isOmitted(child));
      pending.push({ text: '}' });
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as [string, unknown];
        pending.push({ value: child });
        pending.push({ text: `${JSON.stringify(key)}:` });
        if (index > 0) pending.push({ text: ',' });
      }
      pending.push({ text: '{' });
    }
  }
  return out.join('');
}

/** What JSON leaves out of an object and writes as null in an array. */
function isOmitted(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

/** A request body that is not what the endpoint reads: broken JSON, other media types, too big. */
export interface RawBody {
  contentType: string | undefined;
  payload: string;
}

export const malformedBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.record({
    contentType: fc.constant('application/json'),
    payload: fc.constantFrom(
      '',
      '{',
      '{"a":',
      '[1,2',
      'nul',
      '{"a":1,}',
      "{'a':1}",
      '\u0000',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      `{"a":"${'x'.repeat(300_000)}"}`,
      '"just a string"',
      '12345',
      'null',
    ),
  }),
  fc.record({
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/octet-stream',
    ),
    payload: fc.constantFrom('{"a":1}', 'a=1&b=2', '<a>1</a>', '--x\r\n\r\n--x--', '\u00ff\u00fe'),
  }),
  fc.record({ contentType: fc.constant(undefined), payload: fc.constantFrom('{"a":1}', 'hello') }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({
    contentType: 'application/json',
    payload: JSON.stringify(value),
  })),
);
