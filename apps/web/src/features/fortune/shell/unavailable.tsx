import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Empty } from '../../../ui/empty.tsx';
import type { Countries } from '../queries.ts';
import { FortuneMark } from './fortune-logo.tsx';
import styles from './shell.module.css';

/** A region's name in the player's language (Intl), or its code when the runtime has no name for it. */
function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/** available_countries said no: Fortune is not open in the player's market. */
export function Unavailable({ countries }: { countries: Countries }) {
  const { t, locale } = useTranslation('fortune');
  const names = countries.markets.map((m) => regionName(m.market, locale));
  return (
    <div className={styles.centered} data-testid="fortune-unavailable">
      <Empty
        art={<FortuneMark size="0.72rem" />}
        title={t('unavailable.title')}
        description={
          names.length > 0 ? t('unavailable.openIn', { markets: names.join(', ') }) : t('unavailable.nowhere')
        }
        action={
          <Link to="/" className={styles.cta}>
            {t('unavailable.home')}
          </Link>
        }
      />
    </div>
  );
}
