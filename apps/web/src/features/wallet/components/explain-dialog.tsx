import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';

/** Explanation dialogs of spec section 2: assets, kther, xusd, contribute, happy. */
export type ExplainType = 'assets' | 'kther' | 'xusd' | 'contribute' | 'happy';

export function ExplainDialog({ type, onClose }: { type: ExplainType | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const shown = type ?? 'assets';
  return (
    <Dialog
      open={type !== null}
      onClose={onClose}
      title={t(`explain.${shown}.title`)}
      description={t(`explain.${shown}.body`)}
      testId="wallet-explain"
      footer={
        <Button block onClick={onClose}>
          {t('actions.gotIt')}
        </Button>
      }
    >
      <p>{t(`explain.${shown}.more`)}</p>
    </Dialog>
  );
}
