import { useTranslation } from '../../i18n/i18n.ts';
import { FortuneBaseFrame } from './shell/frame-base.tsx';
import { Verifier } from './verify/verifier.tsx';
import styles from './verify/verify.module.css';

/** /fortune/test: the public, provably fair verifier (no login needed, so none of the other pages' gates). */
export default function FortuneTestPage() {
  const { t } = useTranslation('fortune');
  return (
    <FortuneBaseFrame tab={undefined}>
      <h1 className={styles.title}>{t('screens.test')}</h1>
      <Verifier />
    </FortuneBaseFrame>
  );
}
