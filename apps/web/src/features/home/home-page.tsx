import { Link } from '../../app/router/link.tsx';
import { type DynamicKey, useTranslation } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { Catalogue } from '../earn/index.ts';
import { AREAS } from './areas.ts';
import styles from './home-page.module.css';

/**
 * Home: a welcome card that leads to login or the wallet, a tile for every area of the product, and the task
 * catalogue (search, game tabs, categories). The catalogue comes last: it fills in from the server and grows, and
 * nothing below it can be pushed down (layout shift).
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const hasLogin = useSession((s) => s.hasLogin);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.logo} aria-hidden="true">
          A
        </span>
        <h1 className={styles.brand}>{t('common:brand.product')}</h1>
      </header>

      <section className={styles.hero} aria-labelledby="home-hero">
        <h2 id="home-hero" className={styles.heroTitle}>
          {hasLogin ? t('hero.welcomeBack') : t('hero.title')}
        </h2>
        <p className={styles.heroText}>{t('hero.text')}</p>
        <Link className={styles.heroAction} to={hasLogin ? '/wallet' : '/user/login-home?backUrl=%2F'}>
          {hasLogin ? t('hero.openWallet') : t('hero.login')}
        </Link>
      </section>

      <section aria-labelledby="home-areas">
        <h2 id="home-areas" className={styles.sectionTitle}>
          {t('areas.title')}
        </h2>
        <ul className={styles.grid}>
          {AREAS.map((area) => (
            <li key={area.id}>
              <Link to={area.path} className={styles.tile} data-testid={`home-area-${area.id}`}>
                <span
                  className={styles.tileIcon}
                  style={{
                    background: `linear-gradient(135deg, hsl(${area.hues[0]} 70% 58%), hsl(${area.hues[1]} 70% 45%))`,
                  }}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path d={area.glyph} />
                  </svg>
                </span>
                <span className={styles.tileLabel}>{t(`areas.${area.id}` as DynamicKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <Catalogue />
    </div>
  );
}
