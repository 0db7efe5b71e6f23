import { useState } from 'react';
import { apiErrorText } from '../../api/client.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { compareDecimal } from '../../ui/decimal.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import styles from './pool.module.css';
import type { PoolInfo } from './queries.ts';
import { useStakeMutation } from './queries.ts';

type Direction = 'stake' | 'unstake';
type Me = NonNullable<PoolInfo['me']>;

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Stake or unstake KC: staked KC counts from the next period; unstaked KC is back in the wallet at once. */
export function StakePanel({ me, minStake }: { me: Me; minStake: string }) {
  const { t, locale } = useTranslation('pool');
  const [direction, setDirection] = useState<Direction>('stake');
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const stake = useStakeMutation('stake');
  const unstake = useStakeMutation('unstake');
  const mutation = direction === 'stake' ? stake : unstake;
  const max = direction === 'stake' ? me.kc_balance : me.staked;
  const kc = (v: string) => formatAmount(v, { locale });
  const tooSmall = amount === '' || compareDecimal(amount, minStake) < 0;
  const tooBig = amount !== '' && compareDecimal(amount, max) > 0;

  async function submit() {
    setMessage(undefined);
    try {
      const answer = await mutation.mutateAsync({ amount, key: newKey() });
      setAmount('');
      setMessage({
        text: t(direction === 'stake' ? 'stake.staked' : 'stake.unstaked', {
          amount: kc(amount),
          staked: kc(answer.staked),
        }),
        error: false,
      });
    } catch (error) {
      setMessage({ text: apiErrorText(error), error: true });
    }
  }

  return (
    <section className={styles.card} aria-labelledby="pool-stake-title" data-testid="pool-stake">
      <h2 id="pool-stake-title" className={styles.cardTitle}>
        {t('stake.title')}
      </h2>
      <Tabs
        id="pool-direction"
        label={t('stake.title')}
        items={[
          { value: 'stake', label: t('stake.stake') },
          { value: 'unstake', label: t('stake.unstake') },
        ]}
        value={direction}
        onChange={(v) => {
          setDirection(v);
          setAmount('');
          setMessage(undefined);
        }}
        variant="pill"
        fill
      />
      <NumberInput
        label={t('stake.amount')}
        value={amount}
        onValueChange={setAmount}
        decimals={2}
        placeholder={t('stake.min', { min: kc(minStake) })}
        hint={t(direction === 'stake' ? 'stake.available' : 'stake.stakedNow', { amount: kc(max) })}
        error={tooBig ? t('stake.tooMuch', { amount: kc(max) }) : undefined}
        suffix={
          <button type="button" className={styles.max} onClick={() => setAmount(max)} disabled={max === '0'}>
            {t('stake.max')}
          </button>
        }
        data-testid="pool-amount"
      />
      <p className={styles.note}>{t(direction === 'stake' ? 'stake.ruleStake' : 'stake.ruleUnstake')}</p>
      <Button
        onClick={submit}
        disabled={tooSmall || tooBig}
        loading={mutation.isPending}
        variant={direction === 'stake' ? 'primary' : 'secondary'}
        data-testid="pool-submit"
      >
        {t(direction === 'stake' ? 'stake.submitStake' : 'stake.submitUnstake')}
      </Button>
      {message ? (
        <p role="status" className={message.error ? styles.error : styles.success} data-testid="pool-message">
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
