import { lazy, Suspense } from 'react';
import { Link } from '../../app/router/link.tsx';
import { useSearch } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { FortuneBaseFrame } from './shell/frame-base.tsx';
import { Verifier } from './verify/verifier.tsx';
import styles from './verify/verify.module.css';

/** The slot-spin mode loads when chosen (or when a link brings ?spin=<id>): the draw verifier's first load is as it was. */
const SpinVerifier = lazy(() => import('./verify/spin-verifier.tsx'));
const TurboVerify = lazy(() => import('./verify/turbo-verify.tsx'));

/**
 * /fortune/test: the public, provably fair verifier (no login needed, so none of the other pages' gates). Three modes:
 * a wheel or lottery draw (?draw=<id>, or the seeds typed in), a retiger spin (?spin=<id>, or ?mode=spin), or a turbo
 * round (?turbo=<round>, or ?mode=crash).
 */
export default function FortuneTestPage() {
  const { t } = useTranslation('fortune');
  const search = useSearch();
  const crash = search.has('turbo') || search.get('mode') === 'crash';
  const spin = !crash && (search.has('spin') || search.get('mode') === 'spin');
  return (
    <FortuneBaseFrame tab={undefined}>
      <h1 className={styles.title}>{t('screens.test')}</h1>
      <nav className={styles.modes} aria-label={t('retiger.verifier.modes')}>
        <Link
          to="/fortune/test"
          replace
          className={styles.mode}
          aria-current={spin || crash ? undefined : 'page'}
          data-testid="verify-mode-draw"
        >
          {t('retiger.verifier.modeDraw')}
        </Link>
        <Link
          to="/fortune/test?mode=spin"
          replace
          className={styles.mode}
          aria-current={spin ? 'page' : undefined}
          data-testid="verify-mode-spin"
        >
          {t('retiger.verifier.modeSpin')}
        </Link>
        <Link
          to="/fortune/test?mode=crash"
          replace
          className={styles.mode}
          aria-current={crash ? 'page' : undefined}
          data-testid="verify-mode-crash"
        >
          {t('turbo.verify.modeCrash')}
        </Link>
      </nav>
      {crash ? (
        <Suspense fallback={<Skeleton height="1.2rem" radius="lg" />}>
          <TurboVerify />
        </Suspense>
      ) : spin ? (
        <Suspense fallback={<Skeleton height="1.2rem" radius="lg" />}>
          <SpinVerifier />
        </Suspense>
      ) : (
        <Verifier />
      )}
    </FortuneBaseFrame>
  );
}
