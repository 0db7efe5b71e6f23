import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { copyText, shareOrCopy } from '../engage/index.ts';
import parts from '../parts.module.css';
import styles from './invite.module.css';
import type { InviteLink } from './queries-invite.ts';

/** Shares a link through the host's sheet (or copies it); `busy` while the sheet is up. */
export function useShareLink() {
  const { t } = useTranslation('fortune');
  const [busy, setBusy] = useState(false);
  const share = async (link: InviteLink) => {
    setBusy(true);
    try {
      await shareOrCopy({ text: t('invite.share.message', { code: link.code }), url: link.url }, t('invite.copied'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, share };
}

/** The player's personal invite link and code: copied, or shared through the host's own sheet. */
export function InviteCard({ link }: { link: InviteLink }) {
  const { t } = useTranslation('fortune');
  const { busy, share } = useShareLink();
  return (
    <section className={styles.card} aria-labelledby="invite-link-title" data-testid="invite-card">
      <h2 id="invite-link-title" className={parts.cardTitle}>
        {t('invite.link.title')}
      </h2>
      <p className={parts.note}>{t('invite.link.text')}</p>
      <p className={styles.code}>
        <span className="visually-hidden">{t('invite.link.code')}: </span>
        <span data-testid="invite-code">{link.code}</span>
      </p>
      <p className={styles.url} data-testid="invite-url">
        {link.url}
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void copyText(link.url, t('invite.copied'))}
          data-testid="invite-copy-link"
        >
          {t('invite.link.copyLink')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void copyText(link.code, t('invite.codeCopied'))}
          data-testid="invite-copy-code"
        >
          {t('invite.link.copyCode')}
        </Button>
        <Button size="sm" loading={busy} onClick={() => void share(link)} data-testid="invite-share">
          {t('invite.link.share')}
        </Button>
      </div>
      <p className={parts.note} data-testid="invite-joined">
        {t('invite.link.joined', { n: link.invitees })}
      </p>
    </section>
  );
}
