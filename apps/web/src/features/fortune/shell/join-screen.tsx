import { useState } from 'react';
import { ApiError, apiErrorText } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { forgetInviteCode, JoinInvite, useInviteCode } from '../invite/index.ts';
import { useRegisterMutation } from '../queries-login.ts';
import { randomClientSeed } from '../use-intent-key.ts';
import { FortuneMark } from './fortune-logo.tsx';
import styles from './shell.module.css';

const POINTS = ['free', 'fair', 'limits', 'breaks'] as const;

/**
 * Joining Fortune: what it is, how responsible play works here, and an 18+ confirmation the server requires. The
 * first provably fair client seed is made in the browser (the player can change it later). A player who came through
 * an invite link joins with its code (binding them to whoever invited them); a code the server refuses can be dropped.
 */
export function JoinScreen() {
  const { t } = useTranslation('fortune');
  const [adult, setAdult] = useState(false);
  const [withoutCode, setWithoutCode] = useState(false);
  const register = useRegisterMutation();
  const found = useInviteCode();
  const code = withoutCode ? undefined : found;
  const codeRefused =
    code !== undefined && register.error instanceof ApiError && Boolean(register.error.fieldErrors.invite_code?.length);
  const join = () =>
    register.mutate({ age_confirmed: true, client_seed: randomClientSeed(), ...(code ? { invite_code: code } : {}) });
  const dropCode = () => {
    forgetInviteCode();
    setWithoutCode(true);
    register.reset();
  };
  return (
    <section className={styles.join} aria-labelledby="fortune-join-title" data-testid="fortune-join">
      <div className={styles.joinHero}>
        <FortuneMark size="0.8rem" />
        <h2 id="fortune-join-title" className={styles.joinTitle}>
          {t('join.title')}
        </h2>
        <p className={styles.muted}>{t('join.text')}</p>
      </div>
      {code ? <JoinInvite code={code} /> : null}
      <ul className={styles.points}>
        {POINTS.map((point) => (
          <li key={point}>
            <strong>{t(`join.points.${point}.title`)}</strong>
            <span>{t(`join.points.${point}.text`)}</span>
          </li>
        ))}
      </ul>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={adult}
          onChange={(event) => setAdult(event.target.checked)}
          data-testid="fortune-join-age"
        />
        <span>{t('join.age')}</span>
      </label>
      {register.isError ? (
        <p className={styles.error} role="alert">
          {codeRefused ? t('invite.join.badCode', { code }) : apiErrorText(register.error)}
        </p>
      ) : null}
      {register.isError && code ? (
        <Button variant="secondary" block onClick={dropCode} data-testid="fortune-join-drop-code">
          {t('invite.join.withoutCode')}
        </Button>
      ) : null}
      <Button
        block
        size="lg"
        disabled={!adult}
        loading={register.isPending}
        onClick={join}
        data-testid="fortune-join-submit"
      >
        {t('join.submit')}
      </Button>
      <p className={styles.small}>{t('join.help')}</p>
    </section>
  );
}
