import { Link } from '../../../../app/router/link.tsx';
import { formatAmount } from '../../../../i18n/formats.ts';
import { useTranslation } from '../../../../i18n/i18n.ts';
import { Sheet } from '../../../../ui/sheet.tsx';
import { formatMultiplier } from './format.ts';
import styles from './rules.module.css';

const EXAMPLES = ['1.50', '2.00', '5.00', '10.00', '100.00'];

/** P(crash >= m) = (100 - edge) / m percent, two decimals (a display figure, not money). */
export function chanceText(edgePercent: number, multiplier: string): string {
  return ((100 - edgePercent) / Number(multiplier)).toFixed(2);
}

/** How a round goes, how its crash point is fixed in advance, the odds that follow from the house edge, how to check. */
export default function RulesSheet({
  open,
  onClose,
  edge,
  game,
}: {
  open: boolean;
  onClose: () => void;
  edge: number;
  game: number | undefined;
}) {
  const { t, locale } = useTranslation('fortune');
  return (
    <Sheet open={open} onClose={onClose} title={t('turbo.rules.title')} testId="turbo-rules">
      <div className={styles.rules}>
        <p>{t('turbo.rules.play')}</p>
        <p>{t('turbo.rules.auto')}</p>
        <p>{t('turbo.rules.chain')}</p>
        <p data-testid="turbo-rules-edge">{t('turbo.rules.edge', { edge })}</p>
        <ul className={styles.odds}>
          {EXAMPLES.map((m) => (
            <li key={m}>
              {t('turbo.rules.odds', {
                m: formatMultiplier(m, locale),
                p: formatAmount(chanceText(edge, m), { locale, decimals: 2, subBrand: true }),
              })}
            </li>
          ))}
        </ul>
        <p>{t('turbo.rules.verify')}</p>
        <Link to={game ? `/fortune/test?turbo=${game}` : '/fortune/test?mode=crash'} className={styles.textLink}>
          {t('turbo.rules.verifyLink')}
        </Link>
      </div>
    </Sheet>
  );
}
