import { useTranslation } from '../i18n/i18n.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import type { MissionType } from './overlay-store.ts';
import styles from './overlays.module.css';

const TONE: Record<MissionType, 'primary' | 'success' | 'danger'> = {
  newbie: 'primary',
  retention: 'primary',
  reward: 'success',
  mission: 'primary',
  success: 'success',
  failed: 'danger',
};
const MARK: Record<MissionType, string> = {
  newbie: '★',
  retention: '♥',
  reward: '+',
  mission: '!',
  success: '✓',
  failed: '×',
};

export interface MissionModalProps {
  open: boolean;
  type: MissionType;
  onClose: () => void;
  /** Body text; the type's title is the heading. */
  text?: string;
  /** A reward line, e.g. "+20 KTHER". */
  reward?: string;
  onAction?: () => void;
  actionLabel?: string;
}

/** Mission modals (spec section 2) of types newbie, retention, reward, mission, success, failed. */
export function MissionModal({ open, type, onClose, text, reward, onAction, actionLabel }: MissionModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(`mission.${type}`)}
      description={text}
      testId="mission-modal"
      hero={
        <span className={styles.hero} data-tone={TONE[type]} data-type={type} aria-hidden="true">
          {MARK[type]}
        </span>
      }
      footer={
        <Button
          block
          onClick={() => {
            onClose();
            onAction?.();
          }}
        >
          {actionLabel ?? t(type === 'failed' ? 'actions.retry' : 'actions.gotIt')}
        </Button>
      }
    >
      {reward ? <p className={styles.shareBox}>{reward}</p> : null}
    </Dialog>
  );
}
