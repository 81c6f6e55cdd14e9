import { describe, expect, it } from 'vitest';
import { contactFormProblems } from './contact-form';

const valid = { topic: 'billing', email: 'ada@example.com', message: 'My renewal failed twice.' };

describe('contact form rules', () => {
  it('accepts a complete form', () => {
    expect(contactFormProblems(valid)).toEqual({});
  });

  it.each([
    ['no topic', { topic: '' }, { topic: 'topic_required' }],
    ['an unknown topic', { topic: 'sales' }, { topic: 'topic_required' }],
    ['an invalid email', { email: 'ada@' }, { email: 'email_invalid' }],
    ['two recipients in the email', { email: 'a,b@example.com' }, { email: 'email_invalid' }],
    ['a message of spaces', { message: '          ' }, { message: 'message_too_short' }],
    ['a nine-character message', { message: '123456789' }, { message: 'message_too_short' }],
    [
      'a message over 4000 characters',
      { message: 'x'.repeat(4001) },
      { message: 'message_too_long' },
    ],
  ])('refuses %s', (_, change, problems) => {
    expect(contactFormProblems({ ...valid, ...change })).toEqual(problems);
  });

  it('counts characters, not UTF-16 units, and ignores surrounding spaces', () => {
    expect(contactFormProblems({ ...valid, message: '😀'.repeat(4000) })).toEqual({});
    expect(contactFormProblems({ ...valid, message: `  ${'a'.repeat(10)}  ` })).toEqual({});
  });
});
