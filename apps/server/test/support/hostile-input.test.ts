import { describe, expect, it } from 'vitest';
import { RawJsonNumber, toJsonText } from './hostile-input';

// The fuzz's own writer must send exactly the JSON it means, whatever it is asked to write:
// a failure here would read as the server's fault.
describe('toJsonText, the contract fuzz’s JSON writer', () => {
  it.each([
    null,
    0,
    -1.5,
    'a "quoted" \\ line\nbreak \u0000',
    true,
    [],
    {},
    [1, undefined, 'x', () => 1],
    { a: 1, skipped: undefined, nested: [{ b: null }, []], 'key "q"': 'v' },
  ])('writes %j as JSON.stringify does', (value) => {
    expect(toJsonText(value)).toBe(JSON.stringify(value));
  });

  it('writes a raw number as its literal text, anywhere', () => {
    expect(toJsonText({ big: new RawJsonNumber('1e999'), list: [new RawJsonNumber('-0')] })).toBe(
      '{"big":1e999,"list":[-0]}',
    );
  });

  it('keeps an own __proto__ key as data', () => {
    const value = JSON.parse('{"__proto__":{"admin":true}}') as unknown;
    expect(toJsonText(value)).toBe('{"__proto__":{"admin":true}}');
  });

  it('writes values nested far deeper than the call stack allows recursion', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    const text = toJsonText(deep);
    expect(text.length).toBe(400_001);
    expect(text.startsWith('[[[')).toBe(true);
  });
});
