import { useTranslation } from '../../i18n/i18n.ts';
import { FortuneFrame } from './shell/fortune-frame.tsx';
import { Verifier } from './verify/verifier.tsx';
import styles from './verify/verify.module.css';

/** /fortune/test: the public, provably fair verifier (no login needed). */
export default function FortuneTestPage() {
  const { t } = useTranslation('fortune');
  return (
    <FortuneFrame tab={undefined} screen="test" open>
      <h1 className={styles.title}>{t('screens.test')}</h1>
      <Verifier />
    </FortuneFrame>
  );
}
