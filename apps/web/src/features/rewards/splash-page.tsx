import { useEffect, useState } from 'react';
import { useNavigate } from '../../app/router/navigation.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { local } from '../../session/storage.ts';
import { Button } from '../../ui/button.tsx';
import styles from './rewards.module.css';
import { SourceArt } from './source-art.tsx';

/** Set once the introduction was seen (finished or skipped): a returning player goes straight home. */
export const SPLASH_SEEN_KEY = 'splash_seen_v1';

const SLIDES = [
  { id: 'earn', art: 'task' },
  { id: 'play', art: 'luckycode' },
  { id: 'share', art: 'invite' },
] as const;

/** /splash: a first-run introduction in three slides; shown once, never in a returning player's way. */
export default function SplashPage() {
  const { t } = useTranslation('splash');
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const seen = local()?.getItem(SPLASH_SEEN_KEY) === '1';
  useEffect(() => {
    if (seen) navigate('/', { replace: true });
  }, [seen, navigate]);
  const finish = () => {
    local()?.setItem(SPLASH_SEEN_KEY, '1');
    navigate('/', { replace: true });
  };
  if (seen) return null;
  const slide = SLIDES[index] ?? SLIDES[0];
  const last = index === SLIDES.length - 1;
  return (
    <section className={styles.page} aria-labelledby="splash-title" data-testid="splash-page">
      <div className={styles.slide} aria-live="polite">
        <SourceArt source={slide.art} size={120} />
        <h1 id="splash-title" className={styles.title}>
          {t(`${slide.id}.title`)}
        </h1>
        <p className={styles.lead}>{t(`${slide.id}.body`)}</p>
      </div>
      <nav className={styles.dots} aria-label={t('slides')}>
        {SLIDES.map((s, i) => (
          <button
            key={s.id}
            type="button"
            className={styles.dot}
            aria-current={i === index}
            aria-label={t('slide', { n: i + 1, total: SLIDES.length })}
            onClick={() => setIndex(i)}
          />
        ))}
      </nav>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={finish} data-testid="splash-skip">
          {t('skip')}
        </Button>
        <Button onClick={() => (last ? finish() : setIndex(index + 1))} data-testid="splash-next">
          {last ? t('start') : t('next')}
        </Button>
      </div>
    </section>
  );
}
