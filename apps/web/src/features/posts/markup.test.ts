import { isSafeLink, MARKS, type Span } from '@arcadia/contract/calls/community/common';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSpans, parseInline, parseTextBlock, textBlockMarkup, toMarkup } from './markup.ts';

describe('light markup', () => {
  it('reads each inline style, links and escapes', () => {
    expect(parseInline('a **b** _c_ ++d++ ~~e~~ `f`')).toEqual([
      { text: 'a ' },
      { text: 'b', marks: ['bold'] },
      { text: ' ' },
      { text: 'c', marks: ['italic'] },
      { text: ' ' },
      { text: 'd', marks: ['underline'] },
      { text: ' ' },
      { text: 'e', marks: ['strike'] },
      { text: ' ' },
      { text: 'f', marks: ['code'] },
    ]);
    expect(parseInline('see [the **docs**](https://example.com/a_(b)) now')).toEqual([
      { text: 'see ' },
      { text: 'the ', href: 'https://example.com/a_(b' },
      { text: 'docs', marks: ['bold'], href: 'https://example.com/a_(b' },
      { text: ') now' },
    ]);
    expect(parseInline('[x](https://example.com/a_\\(b\\))')).toEqual([
      { text: 'x', href: 'https://example.com/a_(b)' },
    ]);
    expect(parseInline('\\*\\*not bold\\*\\* 2*3*4 1+1 a~b snake\\_case')).toEqual([
      { text: '**not bold** 2*3*4 1+1 a~b snake_case' },
    ]);
    expect(parseInline('**_both_**')).toEqual([{ text: 'both', marks: ['bold', 'italic'] }]);
  });

  it('leaves unpaired markers and unsafe links as plain text', () => {
    expect(parseInline('**open only')).toEqual([{ text: '**open only' }]);
    expect(parseInline('**a** and **b')).toEqual([{ text: 'a', marks: ['bold'] }, { text: ' and **b' }]);
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'https://a b.c', 'vbscript:x']) {
      const spans = parseInline(`[click](${href})`);
      expect(
        spans.every((s) => !s.href),
        href,
      ).toBe(true);
      expect(spans.map((s) => s.text).join(''), href).toContain('click');
    }
    expect(parseInline('<script>alert(1)</script>')).toEqual([{ text: '<script>alert(1)</script>' }]);
  });

  it('writes the tree back to markup a person can read', () => {
    expect(
      toMarkup([
        { text: '1+1 ' },
        { text: 'is', marks: ['italic', 'bold'] },
        { text: ' two', href: 'https://example.com' },
      ]),
    ).toBe('1+1 **_is_**[ two](https://example.com)');
    expect(toMarkup([{ text: 'a*' }, { text: 'b', marks: ['bold'] }])).toBe('a\\***b**');
  });

  it('splits blocks into items: lines for lists, blank lines for paragraphs, one heading', () => {
    expect(parseTextBlock('unordered', 'one\n\n**two**\n').items).toEqual([
      [{ text: 'one' }],
      [{ text: 'two', marks: ['bold'] }],
    ]);
    expect(parseTextBlock('paragraph', 'first line\nsame paragraph\n\nnext').items).toEqual([
      [{ text: 'first line\nsame paragraph' }],
      [{ text: 'next' }],
    ]);
    expect(parseTextBlock('h2', 'a\nb').items).toEqual([[{ text: 'a b' }]]);
    expect(parseTextBlock('blockquote', '   ').items).toEqual([[]]);
  });
});

const CHARS = ['a', 'b', ' ', '*', '_', '+', '~', '`', '[', ']', '(', ')', '\\', '\n', 'é', '好', '😀', ':', '/'];
const text = fc.string({ unit: fc.constantFrom(...CHARS), minLength: 1, maxLength: 12 });
const href = fc.constantFrom(
  'https://example.com',
  'http://a.example/p?q=1&r=(2)',
  'https://example.com/a\\b)c(',
  'https://xn--80ak6aa92e.com/_x_',
);
const span: fc.Arbitrary<Span> = fc.record(
  { text, marks: fc.subarray([...MARKS]), href },
  { requiredKeys: ['text'] },
) as fc.Arbitrary<Span>;

describe('light markup properties', () => {
  it('reads back what it writes: parse(serialise(spans)) is the spans, normalised', () => {
    fc.assert(
      fc.property(fc.array(span, { maxLength: 8 }), (spans) => {
        expect(parseInline(toMarkup(spans))).toEqual(normalizeSpans(spans));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes anything it read so that it reads the same again', () => {
    const source = fc.string({
      unit: fc.constantFrom(...CHARS, '**', '++', '~~', '[x](https://example.com)', ']('),
      maxLength: 30,
    });
    fc.assert(
      fc.property(source, (markup) => {
        const spans = parseInline(markup);
        expect(parseInline(toMarkup(spans))).toEqual(spans);
        for (const s of spans) if (s.href) expect(isSafeLink(s.href)).toBe(true);
        expect(spans.map((s) => s.text).every((t) => t.length > 0)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('round-trips whole text blocks of every style', () => {
    const item = fc.array(span, { minLength: 1, maxLength: 4 }).map((spans) =>
      // Items as the parser makes them: trimmed, no blank line inside (lists: no line break at all).
      normalizeSpans(spans.map((s) => ({ ...s, text: s.text.replace(/\n/g, ' ') }))),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('paragraph', 'blockquote', 'ordered', 'unordered', 'h2') as fc.Arbitrary<
          'paragraph' | 'blockquote' | 'ordered' | 'unordered' | 'h2'
        >,
        fc.array(item, { minLength: 1, maxLength: 4 }),
        (style, items) => {
          const shaped = (style === 'h2' ? items.slice(0, 1) : items).map((spans) =>
            parseInline(toMarkup(spans).trim()),
          );
          const kept = shaped.filter((s) => s.length > 0);
          fc.pre(kept.length > 0);
          const block = { type: 'text' as const, style, items: kept };
          expect(parseTextBlock(style, textBlockMarkup(block))).toEqual(block);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
