import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('splits text around http and https links', () => {
    expect(linkify('Open https://burrow.test/auth/magic?token=abc to sign in.')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: 'https://burrow.test/auth/magic?token=abc' },
      { kind: 'text', text: ' to sign in.' },
    ]);
  });

  it('leaves sentence punctuation after a link outside it', () => {
    expect(linkify('Go to http://localhost:3000/login.')).toEqual([
      { kind: 'text', text: 'Go to ' },
      { kind: 'link', href: 'http://localhost:3000/login' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('does not turn other schemes into links', () => {
    expect(linkify('javascript:alert(1) and ftp://x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) and ftp://x' },
    ]);
  });
});
