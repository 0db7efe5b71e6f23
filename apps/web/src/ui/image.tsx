import { type CSSProperties, useEffect, useRef, useState } from 'react';
import styles from './image.module.css';
import { designToCssPx, IMAGE_QUALITY, PLACEHOLDER_SRC, resizedSrc, whenNearViewport } from './image-src.ts';

export interface ImageProps {
  src: string;
  /** Describe the picture; "" for decoration. */
  alt: string;
  /** Width and height in design pixels (375 px layout). Give both, or one with `ratio`, to reserve space. */
  width?: number;
  height?: number;
  /** Width / height (default 1) when no height is given, e.g. 16 / 9; with no width it fills its container. */
  ratio?: number;
  fit?: 'cover' | 'contain';
  radius?: 'none' | 'sm' | 'md' | 'lg' | 'full';
  quality?: number;
  /** Above the fold: load now with high priority instead of waiting for the viewport. */
  eager?: boolean;
  className?: string;
}

type Status = 'waiting' | 'loading' | 'loaded' | 'error';

/**
 * A resized, lazily loaded image whose box is reserved before it loads (no layout shift),
 * with a shimmer while loading and a placeholder when it fails.
 */
export function Image({
  src,
  alt,
  width,
  height,
  ratio,
  fit = 'cover',
  radius = 'md',
  quality = IMAGE_QUALITY,
  eager = false,
  className,
}: ImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [status, setStatus] = useState<Status>(eager ? 'loading' : 'waiting');
  const [shownSrc, setShownSrc] = useState<string | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const start = () => {
      const cssWidth = width ? designToCssPx(width) : element.getBoundingClientRect().width;
      setShownSrc(resizedSrc(src, cssWidth, { quality, dpr: window.devicePixelRatio }));
      setStatus('loading');
    };
    if (eager) {
      start();
      return;
    }
    setStatus('waiting');
    return whenNearViewport(element, start);
  }, [src, width, quality, eager]);

  const style: CSSProperties = {};
  if (width) style.width = `${width / 100}rem`;
  if (height) style.height = `${height / 100}rem`;
  // Without a height, the box keeps its ratio (square by default) so nothing jumps when the image arrives.
  if (!height) style.aspectRatio = String(ratio ?? 1);

  return (
    <span
      ref={box}
      className={[styles.box, styles[`r-${radius}`], !width && styles.fluid, className].filter(Boolean).join(' ')}
      style={style}
      data-status={status}
    >
      {shownSrc ? (
        <img
          className={styles.img}
          data-fit={fit}
          src={status === 'error' ? PLACEHOLDER_SRC : shownSrc}
          alt={alt}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
          onLoad={() => setStatus((s) => (s === 'error' ? s : 'loaded'))}
          onError={() => setStatus('error')}
        />
      ) : null}
    </span>
  );
}
