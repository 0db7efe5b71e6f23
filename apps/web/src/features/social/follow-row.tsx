import { openExternal } from '../../hosts/open-external.ts';
import { type DynamicKey, useTranslation } from '../../i18n/i18n.ts';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { errorKey } from './error-key.ts';
import type { FollowChannel, FollowState } from './queries.ts';
import styles from './social.module.css';

const TONES: Record<FollowState['status'], BadgeTone> = {
  following: 'success',
  not_following: 'warning',
  unchecked: 'neutral',
};

interface FollowRowProps {
  channel: FollowChannel;
  state: FollowState | undefined;
  /** Visitors see the list without status or check. */
  canCheck: boolean;
  checking: boolean;
  checkError: unknown;
  onCheck(): void;
}

/** One channel: name, network and reward; open it in the host, then check. */
export function FollowRow({ channel, state, canCheck, checking, checkError, onCheck }: FollowRowProps) {
  const { t } = useTranslation('social');
  const status = state?.status ?? 'unchecked';
  const done = status === 'following';
  return (
    <li className={styles.row} data-testid={`follow-${channel.id}`} data-status={status}>
      <div className={styles.rowHead}>
        <span className={styles.media} data-media={channel.media_type} aria-hidden="true">
          {t(`media.${channel.media_type}`).slice(0, 1)}
        </span>
        <div className={styles.rowText}>
          <strong className={styles.name}>{channel.name}</strong>
          <span className={styles.meta}>
            {t(`media.${channel.media_type}`)} · {t('reward', { amount: channel.reward, coin: channel.coin })}
          </span>
        </div>
        {canCheck ? <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge> : null}
      </div>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={() => openExternal(channel.url)} data-testid="follow-open">
          {t('open')}
        </Button>
        {canCheck && !done ? (
          <Button size="sm" loading={checking} onClick={onCheck} data-testid="follow-check">
            {t('check')}
          </Button>
        ) : null}
      </div>
      {state?.rewarded ? (
        <p className={styles.paid} data-testid="follow-rewarded">
          {t('rewarded', { amount: channel.reward, coin: channel.coin })}
        </p>
      ) : null}
      {status === 'not_following' && !checkError ? <p className={styles.hint}>{t('notYet')}</p> : null}
      {checkError ? (
        <p className={styles.error} role="alert">
          {t(errorKey(checkError) as DynamicKey)}
        </p>
      ) : null}
    </li>
  );
}
