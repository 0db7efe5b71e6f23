import { useState } from 'react';
import { apiErrorText } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { useRegisterMutation } from '../queries-login.ts';
import { randomClientSeed } from '../use-intent-key.ts';
import { FortuneMark } from './fortune-logo.tsx';
import styles from './shell.module.css';

const POINTS = ['free', 'fair', 'limits', 'breaks'] as const;

/**
 * Joining Fortune: what it is, how responsible play works here, and an 18+ confirmation the server requires. The
 * first provably fair client seed is made in the browser (the player can change it later).
 */
export function JoinScreen() {
  const { t } = useTranslation('fortune');
  const [adult, setAdult] = useState(false);
  const register = useRegisterMutation();
  return (
    <section className={styles.join} aria-labelledby="fortune-join-title" data-testid="fortune-join">
      <div className={styles.joinHero}>
        <FortuneMark size="0.8rem" />
        <h2 id="fortune-join-title" className={styles.joinTitle}>
          {t('join.title')}
        </h2>
        <p className={styles.muted}>{t('join.text')}</p>
      </div>
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
          {apiErrorText(register.error)}
        </p>
      ) : null}
      <Button
        block
        size="lg"
        disabled={!adult}
        loading={register.isPending}
        onClick={() => register.mutate({ age_confirmed: true, client_seed: randomClientSeed() })}
        data-testid="fortune-join-submit"
      >
        {t('join.submit')}
      </Button>
      <p className={styles.small}>{t('join.help')}</p>
    </section>
  );
}
