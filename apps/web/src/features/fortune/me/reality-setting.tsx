import { useTranslation } from '../../../i18n/i18n.ts';
import parts from '../parts.module.css';
import { useRealityCheckMutation } from '../queries-me.ts';
import styles from './me.module.css';

const CHOICES = [0, 15, 30, 60, 120] as const;

/** How often the reality check shows (0 turns it off). */
export function RealitySetting({ minutes }: { minutes: number }) {
  const { t } = useTranslation('fortune');
  const save = useRealityCheckMutation();
  const chosen = save.isPending && save.variables !== undefined ? save.variables : minutes;
  return (
    <section className={styles.card} aria-labelledby="reality-setting-title" data-testid="reality-setting">
      <h2 id="reality-setting-title" className={parts.cardTitle}>
        {t('realitySetting.title')}
      </h2>
      <p className={parts.note}>{t('realitySetting.text')}</p>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('realitySetting.title')}</legend>
        {CHOICES.map((value) => (
          <label key={value} className={styles.choice} data-checked={value === chosen}>
            <input
              type="radio"
              name="reality-minutes"
              className="visually-hidden"
              checked={value === chosen}
              disabled={save.isPending}
              onChange={() => save.mutate(value)}
              data-testid={`reality-${value}`}
            />
            {value === 0 ? t('realitySetting.off') : t('realitySetting.minutes', { n: value })}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
