import { describe, expect, it } from 'vitest';
import { isSafeContentHref, parseContent, parseInlines } from './content-markdown';

describe('content files', () => {
  it('reads front matter, headings, paragraphs and lists', () => {
    const doc = parseContent(
      [
        '---',
        'title: Refund policy',
        'template: true',
        '---',
        '',
        '## Who can ask',
        'Every plan bought',
        'on this site.',
        '',
        '- first',
        '  continued',
        '- second',
        '',
        '1. one',
        '2. two',
        '### Small print',
      ].join('\r\n'),
    );
    expect(doc).toEqual({
      title: 'Refund policy',
      template: true,
      blocks: [
        { type: 'heading', level: 2, inlines: [{ type: 'text', text: 'Who can ask' }] },
        { type: 'paragraph', inlines: [{ type: 'text', text: 'Every plan bought on this site.' }] },
        {
          type: 'list',
          ordered: false,
          items: [[{ type: 'text', text: 'first continued' }], [{ type: 'text', text: 'second' }]],
        },
        {
          type: 'list',
          ordered: true,
          items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]],
        },
        { type: 'heading', level: 3, inlines: [{ type: 'text', text: 'Small print' }] },
      ],
    });
  });

  it('takes the title from a first-level heading when there is no front matter', () => {
    expect(parseContent('# Terms\n\nText.')).toMatchObject({ title: 'Terms', template: false });
  });

  it('keeps markup as text: nothing in a file becomes HTML', () => {
    expect(parseInlines('<script>alert(1)</script> **<b>x</b>**')).toEqual([
      { type: 'text', text: '<script>alert(1)</script> ' },
      { type: 'strong', text: '<b>x</b>' },
    ]);
  });

  it('keeps links to safe places and turns the others into their words', () => {
    expect(
      parseInlines(
        'See [terms](/tos), [mail](mailto:help@example.com) or [x](javascript:alert(1))',
      ),
    ).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'terms', href: '/tos' },
      { type: 'text', text: ', ' },
      { type: 'link', text: 'mail', href: 'mailto:help@example.com' },
      { type: 'text', text: ' or x)' },
    ]);
  });

  it.each([
    ['/setup', true],
    ['#contact', true],
    ['https://example.com/a', true],
    ['mailto:a@example.com', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['http://example.com', false],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
  ])('%s is a safe link: %s', (href, safe) => {
    expect(isSafeContentHref(href)).toBe(safe);
  });
});
