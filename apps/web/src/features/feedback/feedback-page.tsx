import { useSearch } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { HelpCentre } from '../help/index.ts';
import styles from './feedback.module.css';
import { FeedbackForm } from './feedback-form.tsx';

/** /user/feedback: the feedback form, then the help centre (question list and AI agents). */
export default function FeedbackPage() {
  const { t } = useTranslation('feedback');
  const from = useSearch().get('from') ?? undefined;
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('intro')}</p>
      <FeedbackForm fromPage={from} />
      <HelpCentre />
    </div>
  );
}
