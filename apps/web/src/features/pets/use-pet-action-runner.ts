import { ErrorCode } from '@arcadia/contract';
import { useRef } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { type DynamicKey, useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../ui/toast.tsx';
import { newKey } from './parts.tsx';
import { type PetAction, usePetAction } from './queries.ts';

/** Runs one action on a pet with a stable idempotency key per intent, and toasts the outcome. */
export function usePetActionRunner() {
  const { t, locale } = useTranslation('pets');
  const action = usePetAction();
  const intent = useRef<{ action: PetAction; petId: number; key: string } | null>(null);
  const run = (name: PetAction, petId: number) => {
    if (!intent.current || intent.current.action !== name || intent.current.petId !== petId)
      intent.current = { action: name, petId, key: newKey() };
    action.mutate(
      { action: name, pet_id: petId, key: intent.current.key },
      {
        onSuccess: (answer) => {
          intent.current = null;
          showToast(
            name === 'collect'
              ? t('done.collect', { amount: formatAmount(answer.paid, { locale }) })
              : t(`done.${name}`, { level: answer.pet.level }),
            { type: 'success' },
          );
        },
        onError: (e) => {
          if (e instanceof ApiError && e.business) intent.current = null;
          const reason = e instanceof ApiError ? (e.data as { reason?: string } | null)?.reason : undefined;
          showToast(
            e instanceof ApiError && e.code === ErrorCode.INSUFFICIENT_BALANCE
              ? t('errors.balance')
              : reason
                ? t(`errors.${reason}` as DynamicKey)
                : t('errors.failed'),
            { type: 'error' },
          );
        },
      },
    );
  };
  return { run, pending: action.isPending ? action.variables?.action : undefined };
}
