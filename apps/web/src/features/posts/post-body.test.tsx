import type { Block } from '@arcadia/contract/calls/community/common';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseTextBlock } from './markup.ts';
import { PostBody } from './post-body.tsx';

afterEach(cleanup);

const KEY = `post/2026-01/${'a'.repeat(32)}.webp`;
const VIDEO = `post-video/2026-01/${'b'.repeat(32)}.mp4`;

describe('post renderer', () => {
  it('renders every block type with elements of its own choosing', () => {
    const blocks: Block[] = [
      parseTextBlock('paragraph', 'plain **bold** _it_ ++u++ ~~s~~ `c` [link](https://example.com/x)'),
      parseTextBlock('h2', 'Heading'),
      parseTextBlock('blockquote', 'quoted'),
      parseTextBlock('ordered', 'one\ntwo'),
      parseTextBlock('unordered', 'dot'),
      { type: 'image', key: KEY, width: 640, height: 480, caption: 'A picture' },
      { type: 'gif', key: KEY, width: 40, height: 30 },
      { type: 'video', key: VIDEO, cover: KEY, width: 640, height: 360, caption: 'Clip' },
    ];
    const { container } = render(<PostBody blocks={blocks} />);
    const body = container.querySelector('[data-testid="post-body"]') as HTMLElement;
    for (const tag of ['strong', 'em', 'u', 's', 'code', 'h2', 'blockquote', 'ol', 'ul', 'figure', 'video'])
      expect(body.querySelector(tag), tag).not.toBeNull();
    expect(body.querySelectorAll('ol > li')).toHaveLength(2);
    expect(body.querySelector('figcaption')?.textContent).toBe('A picture');
    const gif = body.querySelector('img[width="40"]') as HTMLImageElement;
    expect(gif.getAttribute('src')).toBe(`/img/${KEY}`);
    const video = body.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(`/video/${VIDEO}`);
    expect(video.getAttribute('poster')).toBe(`/img/${KEY}?w=768&q=75&fm=webp`);
    expect(video.hasAttribute('controls')).toBe(true);
  });

  it('gives links rel="noopener nofollow ugc" and a new tab, and never renders an unsafe one', () => {
    const blocks: Block[] = [
      {
        type: 'text',
        style: 'paragraph',
        items: [
          [
            { text: 'good', href: 'https://example.com/a?b=1' },
            { text: 'bad', href: 'javascript:alert(1)' },
            { text: 'data', href: 'data:text/html,<script>alert(1)</script>' },
          ],
        ],
      },
    ];
    const { container } = render(<PostBody blocks={blocks} />);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://example.com/a?b=1');
    expect(links[0]?.getAttribute('rel')).toBe('noopener nofollow ugc');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(container.textContent).toContain('bad');
  });

  it('shows markup and script a player wrote as text: no element, attribute or handler comes from it', () => {
    const hostile = '<script>window.pwned=1</script><img src=x onerror="window.pwned=2"><a href="javascript:x">a</a>';
    const blocks: Block[] = [
      { type: 'text', style: 'paragraph', items: [[{ text: hostile }]] },
      { type: 'text', style: 'h2', items: [[{ text: '<b onclick="x()">h</b>', marks: ['bold'] }]] },
      { type: 'image', key: KEY, caption: '" onerror="alert(1)' },
    ];
    const { container } = render(<PostBody blocks={blocks} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelectorAll('img').length).toBeLessThanOrEqual(1);
    for (const element of container.querySelectorAll('*'))
      for (const attribute of element.getAttributeNames()) expect(attribute.startsWith('on'), attribute).toBe(false);
    expect(container.textContent).toContain(hostile);
    expect(container.innerHTML).toContain('&lt;script&gt;');
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });
});

describe('no raw HTML anywhere posts are shown', () => {
  it('sets no element from HTML in the posts, space and moderation code', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const src = join(import.meta.dirname, '..', '..');
    const files = [
      ...['features/posts', 'features/space'].flatMap((dir) =>
        readdirSync(join(src, dir))
          .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.tsx'))
          .map((f) => join(src, dir, f)),
      ),
      join(src, 'ops/pages/moderation-page.tsx'),
    ];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      expect(code.includes('dangerouslySetInnerHTML'), file).toBe(false);
      expect(/\.innerHTML\s*=|insertAdjacentHTML|outerHTML\s*=/.test(code), file).toBe(false);
    }
  });
});
