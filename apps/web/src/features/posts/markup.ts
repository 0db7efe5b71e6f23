import type { Span, TextBlock } from '@arcadia/contract/calls/community/common';
import { isSafeLink, MARKS, type Mark, type TextStyle } from '@arcadia/contract/calls/community/limits';

/**
 * The editor's light markup, parsed into the post's text tree (never HTML). Inline: `**bold**`, `_italic_`,
 * `++underline++`, `~~strike~~`, `` `code` `` and `[text](https://link)`; a backslash makes the next of
 * \ * _ + ~ ` [ ] ( ) plain. Markers pair in order within a line item (a paragraph, or one list line); an unpaired
 * marker, or a link whose address is not http(s), stays plain text. `toMarkup` writes the tree back, so
 * `parseInline(toMarkup(spans))` gives the same spans (normalised) for any spans the contract accepts.
 */

const DOUBLE: Record<string, Mark> = { '**': 'bold', '++': 'underline', '~~': 'strike' };
const SINGLE: Record<string, Mark> = { _: 'italic', '`': 'code' };
const OPEN: Record<Mark, string> = { bold: '**', italic: '_', underline: '++', strike: '~~', code: '`' };
const ESCAPABLE = new Set(['\\', '*', '_', '+', '~', '`', '[', ']', '(', ')']);

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'mark'; mark: Mark; raw: string }
  | { kind: 'link'; href: string; inner: Token[] };

/** The end of a link starting at `open` (`[text](url)`), or undefined when it is not one. */
function linkAt(src: string, open: number): { textEnd: number; href: string; end: number } | undefined {
  let i = open + 1;
  for (; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '[') return undefined;
    else if (c === ']') break;
  }
  if (i >= src.length || src[i + 1] !== '(') return undefined;
  const textEnd = i;
  let href = '';
  for (i = textEnd + 2; i < src.length; i++) {
    const c = src[i] as string;
    if (c === '\\' && i + 1 < src.length && ESCAPABLE.has(src[i + 1] as string)) href += src[++i];
    else if (c === ')') return isSafeLink(href) ? { textEnd, href, end: i } : undefined;
    else if (/\s/.test(c)) return undefined;
    else href += c;
  }
  return undefined;
}

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text });
    text = '';
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i] as string;
    const pair = src.slice(i, i + 2);
    if (c === '\\' && i + 1 < src.length && ESCAPABLE.has(src[i + 1] as string)) {
      text += src[++i];
    } else if (DOUBLE[pair]) {
      flush();
      tokens.push({ kind: 'mark', mark: DOUBLE[pair], raw: pair });
      i++;
    } else if (SINGLE[c]) {
      flush();
      tokens.push({ kind: 'mark', mark: SINGLE[c], raw: c });
    } else if (c === '[') {
      const link = linkAt(src, i);
      if (!link) {
        text += c;
        continue;
      }
      flush();
      tokens.push({ kind: 'link', href: link.href, inner: tokenize(src.slice(i + 1, link.textEnd)) });
      i = link.end;
    } else text += c;
  }
  flush();
  return tokens;
}

/** Markers pair first with second, third with fourth...; an odd last one is plain text. */
function unpaired(tokens: Token[]): Set<number> {
  const seen = new Map<Mark, number[]>();
  tokens.forEach((t, i) => {
    if (t.kind === 'mark') seen.set(t.mark, [...(seen.get(t.mark) ?? []), i]);
  });
  const lone = new Set<number>();
  for (const at of seen.values()) if (at.length % 2 === 1) lone.add(at[at.length - 1] as number);
  return lone;
}

const ordered = (marks: Iterable<Mark>) => MARKS.filter((m) => new Set(marks).has(m));

function spansOf(tokens: Token[], outer: ReadonlySet<Mark>, href: string | undefined, out: Span[]) {
  const lone = unpaired(tokens);
  const active = new Set<Mark>();
  const push = (text: string) => {
    const marks = ordered([...outer, ...active]);
    out.push({ text, ...(marks.length > 0 ? { marks } : {}), ...(href ? { href } : {}) });
  };
  tokens.forEach((token, i) => {
    if (token.kind === 'text') push(token.text);
    else if (token.kind === 'mark') {
      if (lone.has(i)) push(token.raw);
      else if (active.has(token.mark)) active.delete(token.mark);
      else active.add(token.mark);
    } else spansOf(token.inner, new Set([...outer, ...active]), token.href, out);
  });
}

const sameStyle = (a: Span, b: Span) =>
  (a.href ?? '') === (b.href ?? '') && (a.marks ?? []).join() === (b.marks ?? []).join();

/** Spans in their one written form: no empty text, marks ordered once, neighbours of the same style joined. */
export function normalizeSpans(spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    if (!span.text) continue;
    const marks = ordered(span.marks ?? []);
    const clean: Span = {
      text: span.text,
      ...(marks.length > 0 ? { marks } : {}),
      ...(span.href ? { href: span.href } : {}),
    };
    const last = out[out.length - 1];
    if (last && sameStyle(last, clean)) last.text += clean.text;
    else out.push(clean);
  }
  return out;
}

export function parseInline(markup: string): Span[] {
  const out: Span[] = [];
  spansOf(tokenize(markup), new Set(), undefined, out);
  return normalizeSpans(out);
}

/** Escapes what would read as markup: always \ _ ` [ ] ; * + ~ only beside their twin or a chunk's edge. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '\\' || c === '_' || c === '`' || c === '[' || c === ']') out += `\\${c}`;
    else if (c === '*' || c === '+' || c === '~') {
      const edge = i === 0 || i === text.length - 1 || text[i - 1] === c || text[i + 1] === c;
      out += edge ? `\\${c}` : c;
    } else out += c;
  }
  return out;
}

const escapeHref = (href: string) => href.replace(/[\\()]/g, (c) => `\\${c}`);

function styled(span: Span): string {
  const marks = span.marks ?? [];
  return `${marks.map((m) => OPEN[m]).join('')}${escapeText(span.text)}${[...marks]
    .reverse()
    .map((m) => OPEN[m])
    .join('')}`;
}

export function toMarkup(spans: readonly Span[]): string {
  const clean = normalizeSpans(spans);
  let out = '';
  for (let i = 0; i < clean.length; ) {
    const href = clean[i]?.href;
    if (!href) {
      out += styled(clean[i] as Span);
      i++;
      continue;
    }
    let inner = '';
    for (; i < clean.length && clean[i]?.href === href; i++)
      inner += styled({ ...(clean[i] as Span), href: undefined });
    out += `[${inner}](${escapeHref(href)})`;
  }
  return out;
}

/** Lists: one item a line. Paragraphs and quotes: one item per paragraph (a blank line between). Headings: one. */
export function parseTextBlock(style: TextStyle, markup: string): TextBlock {
  const text = markup.replace(/\r\n?/g, '\n');
  let parts: string[];
  if (style === 'ordered' || style === 'unordered') parts = text.split('\n');
  else if (style === 'h2') parts = [text.replace(/\s*\n\s*/g, ' ')];
  else parts = text.split(/\n[ \t]*\n+/);
  const items = parts.map((part) => parseInline(part.trim())).filter((item) => item.length > 0);
  return { type: 'text', style, items: items.length > 0 ? items : [[]] };
}

export function textBlockMarkup(block: TextBlock): string {
  const list = block.style === 'ordered' || block.style === 'unordered';
  return block.items.map((item) => toMarkup(item)).join(list ? '\n' : '\n\n');
}

/** What each toolbar button wraps the selection in. */
export const WRAPS: Record<Mark, string> = OPEN;
