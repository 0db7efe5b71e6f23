import { isWebLink } from '@arcadia/contract/calls/profile/common';
import { useTranslation } from '../../i18n/i18n.ts';
import styles from './profile.module.css';

/** "https://www.example.com/a" -> "example.com": what a link without a label shows. */
function linkHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * A profile's links, opened outside the app. Player-made, so `rel="noopener nofollow ugc"`; anything but an http(s)
 * link (the server refuses others; this guards old data too) shows as nothing.
 */
export function ProfileLinks({ links }: { links: readonly { label: string; url: string }[] }) {
  const { t } = useTranslation('profile');
  const safe = links.filter((l) => isWebLink(l.url));
  if (safe.length === 0) return null;
  return (
    <ul className={styles.links} aria-label={t('links.title')} data-testid="profile-links">
      {safe.map((link) => (
        <li key={`${link.url}-${link.label}`}>
          <a className={styles.link} href={link.url} target="_blank" rel="noopener nofollow ugc">
            <LinkIcon />
            <span className={styles.linkText}>{link.label || linkHost(link.url)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function LinkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="0.16rem" height="0.16rem" aria-hidden="true" className={styles.linkIcon}>
      <path
        d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
