import type { Block, Mark, Span } from '@arcadia/contract/calls/community/common';
import { isSafeLink } from '@arcadia/contract/calls/community/limits';
import type { ReactNode } from 'react';
import { Image } from '../../ui/image.tsx';
import { imageUrl, resizedUrl, videoUrl } from './media-url.ts';
import styles from './post-body.module.css';

/**
 * A post's blocks as React elements: every piece of text a player wrote is a text child (React escapes it), every
 * element and attribute is chosen here; nothing is ever set as HTML. Links are http(s) only (checked again here)
 * and open in a new tab with rel="noopener nofollow ugc". The console's moderation queue shows posts with it too.
 */

const WRAP: Record<Mark, (child: ReactNode) => ReactNode> = {
  bold: (c) => <strong>{c}</strong>,
  italic: (c) => <em>{c}</em>,
  underline: (c) => <u>{c}</u>,
  strike: (c) => <s>{c}</s>,
  code: (c) => <code className={styles.code}>{c}</code>,
};

function RichText({ spans }: { spans: readonly Span[] }) {
  return (
    <>
      {spans.map((span, i) => {
        let node: ReactNode = span.text;
        for (const mark of span.marks ?? []) node = WRAP[mark]?.(node) ?? node;
        if (span.href && isSafeLink(span.href))
          node = (
            <a className={styles.link} href={span.href} target="_blank" rel="noopener nofollow ugc">
              {node}
            </a>
          );
        // biome-ignore lint/suspicious/noArrayIndexKey: spans have no identity; the list is rebuilt as a whole
        return <span key={i}>{node}</span>;
      })}
    </>
  );
}

function Caption({ text }: { text: string | undefined }) {
  return text ? <figcaption className={styles.caption}>{text}</figcaption> : null;
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'text': {
      const items = block.items.filter((item) => item.length > 0);
      if (items.length === 0) return null;
      // Items have no identity: their index is their key.
      const each = (wrap: (i: number, child: ReactNode) => ReactNode) =>
        items.map((item, i) => wrap(i, <RichText spans={item} />));
      if (block.style === 'h2')
        return (
          <h2 className={styles.h2}>
            {each((i, c) => (
              <span key={i}>{c}</span>
            ))}
          </h2>
        );
      if (block.style === 'ordered')
        return (
          <ol className={styles.list}>
            {each((i, c) => (
              <li key={i}>{c}</li>
            ))}
          </ol>
        );
      if (block.style === 'unordered')
        return (
          <ul className={styles.list}>
            {each((i, c) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        );
      const paragraphs = each((i, c) => (
        <p key={i} className={styles.paragraph}>
          {c}
        </p>
      ));
      return block.style === 'blockquote' ? <blockquote className={styles.quote}>{paragraphs}</blockquote> : paragraphs;
    }
    case 'image':
      return (
        <figure className={styles.figure}>
          <Image
            src={imageUrl(block.key)}
            alt={block.caption ?? ''}
            ratio={block.width && block.height ? block.width / block.height : 4 / 3}
            radius="md"
            fit="contain"
          />
          <Caption text={block.caption} />
        </figure>
      );
    case 'gif':
      return (
        <figure className={styles.figure}>
          {/* The original: the image endpoint's resized copies are stills. */}
          <img
            className={styles.gif}
            src={imageUrl(block.key)}
            alt={block.caption ?? ''}
            width={block.width || undefined}
            height={block.height || undefined}
            loading="lazy"
            decoding="async"
          />
          <Caption text={block.caption} />
        </figure>
      );
    case 'video':
      return (
        <figure className={styles.figure}>
          {/* biome-ignore lint/a11y/useMediaCaption: players' clips come without caption tracks */}
          <video
            className={styles.video}
            src={videoUrl(block.key)}
            poster={resizedUrl(block.cover, 768)}
            width={block.width || undefined}
            height={block.height || undefined}
            controls
            playsInline
            preload="none"
            aria-label={block.caption || undefined}
          />
          <Caption text={block.caption} />
        </figure>
      );
    default:
      return null;
  }
}

export function PostBody({ blocks }: { blocks: readonly Block[] }) {
  return (
    <div className={styles.body} data-testid="post-body">
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are shown in order and never reordered in place here
        <BlockView key={i} block={block} />
      ))}
    </div>
  );
}
