import { type InbetProof, verifyInbetRound } from '@arcadia/contract/games/inbet';
import { useEffect, useState } from 'react';
import { type DynamicKey, useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import styles from './inbet.module.css';
import { type InbetConfig, verifyRound } from './queries.ts';

type Verdict =
  | { kind: 'ok'; result: string; lock: string; close: string; steps: number; source: string }
  | { kind: 'outside'; result: string }
  | { kind: 'bad' }
  | { kind: 'missing' };

/**
 * The rules and the fairness check (a lazy chunk: it carries SHA-256): the payout, the edge, the schedule, where the
 * prices come from, and a verifier that recomputes a round from its close link back to the published commitment.
 */
export default function RulesSheet({
  open,
  onClose,
  config,
  verifyId,
}: {
  open: boolean;
  onClose: () => void;
  config: InbetConfig | undefined;
  verifyId: number | null;
}) {
  const { t } = useTranslation('inbet');
  const [id, setId] = useState(verifyId ? String(verifyId) : '');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (verifyId) {
      setId(String(verifyId));
      setVerdict(null);
    }
  }, [verifyId]);
  const check = async () => {
    setBusy(true);
    setVerdict(null);
    try {
      setVerdict(await verdictOf(Number(id)));
    } finally {
      setBusy(false);
    }
  };
  const seconds = config ? config.window_ms / 1000 : 60;
  return (
    <Sheet open={open} onClose={onClose} title={t('rules.title')} testId="inbet-rules">
      <div className={styles.rules}>
        <p>{t('rules.how', { seconds })}</p>
        <p>{t('rules.payout', { payout: config?.payout ?? '1.95', edge: config?.house_edge_percent ?? '2.5' })}</p>
        <p>{config?.feed.source === 'binance' ? t('rules.binance') : t('rules.sandbox')}</p>
        {config?.feed.commitment ? (
          <p className={styles.hash} data-testid="inbet-commitment">
            {t('rules.commitment')} {config.feed.commitment}
          </p>
        ) : null}
        <h3 className={styles.subtitle}>{t('verify.title')}</h3>
        <div className={styles.row}>
          <Input
            label={t('verify.round')}
            value={id}
            inputMode="numeric"
            onChange={(e) => setId(e.target.value.replace(/\D/g, ''))}
            data-testid="inbet-verify-id"
          />
          <Button onClick={() => void check()} disabled={!id || busy} data-testid="inbet-verify-run">
            {t('verify.run')}
          </Button>
        </div>
        {verdict ? (
          <p className={styles.mine} role="status" data-testid="inbet-verdict" data-kind={verdict.kind}>
            {verdict.kind === 'ok'
              ? t('verify.ok', {
                  result: t(`result.${verdict.result}` as DynamicKey),
                  lock: verdict.lock,
                  close: verdict.close,
                  steps: verdict.steps,
                })
              : verdict.kind === 'outside'
                ? t('verify.outside', { result: t(`result.${verdict.result}` as DynamicKey) })
                : t(`verify.${verdict.kind}`)}
          </p>
        ) : null}
      </div>
    </Sheet>
  );
}

async function verdictOf(round: number): Promise<Verdict> {
  let answer: Awaited<ReturnType<typeof verifyRound>>;
  try {
    answer = await verifyRound(round);
  } catch {
    return { kind: 'missing' };
  }
  const r = answer.round;
  if (!answer.proof) return { kind: 'outside', result: r.result ?? 'void' };
  const proof: InbetProof = {
    pair: r.pair,
    commitment: answer.proof.commitment,
    salt: answer.proof.salt,
    chainFirstTick: answer.proof.chain_first_tick,
    lockTick: answer.proof.lock_tick,
    closeTick: answer.proof.close_tick,
    closeHash: answer.proof.close_hash,
  };
  try {
    const verified = verifyInbetRound(proof);
    const delta = Math.round((Number(r.close_price) - Number(r.lock_price)) * 10 ** decimalsOf(r.close_price ?? ''));
    if (verified.result !== r.result || verified.delta !== delta) return { kind: 'bad' };
    return {
      kind: 'ok',
      result: verified.result,
      lock: r.lock_price ?? '',
      close: r.close_price ?? '',
      steps: verified.steps.length,
      source: answer.source,
    };
  } catch {
    return { kind: 'bad' };
  }
}

function decimalsOf(price: string): number {
  return price.split('.')[1]?.length ?? 0;
}
