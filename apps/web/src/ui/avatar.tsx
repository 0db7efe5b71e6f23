import { useState } from 'react';
import styles from './avatar.module.css';
import { resizedSrc } from './image-src.ts';

const SIZES = { sm: 32, md: 40, lg: 56, xl: 80 } as const;

interface AvatarProps {
  /** The person's name: used for the alt text and the initials fallback. */
  name: string;
  src?: string | null;
  size?: keyof typeof SIZES;
  /** A coloured ring, e.g. for VIP players. */
  ring?: boolean;
  className?: string;
}

/** "Nguyễn Văn An" -> "NA", "alice" -> "A". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** A stable colour (0-5) for a name, so a person keeps their colour. */
function tone(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 6;
}

/** A round picture of a person, falling back to their initials when there is no picture or it fails. */
export function Avatar({ name, src, size = 'md', ring = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const px = SIZES[size];
  const showImage = Boolean(src) && failedSrc !== src;
  const classes = [styles.avatar, styles[size], styles[`t${tone(name)}`], ring && styles.ring, className]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} data-fallback={showImage ? undefined : true}>
      {showImage && src ? (
        <img
          className={styles.img}
          src={resizedSrc(src, px, { dpr: globalThis.devicePixelRatio ?? 1 })}
          alt={name}
          width={px}
          height={px}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span role="img" aria-label={name} className={styles.initials}>
          {initials(name)}
        </span>
      )}
    </span>
  );
}
