import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './icon-button.tsx';
import { CloseIcon } from './icons.tsx';
import { useModalLayer, useModalPhase } from './modal-layer.ts';
import styles from './sheet.module.css';
import { useDragToClose } from './sheet-drag.ts';
import { useUiText } from './ui-text.ts';

export interface SheetProps {
  open: boolean;
  /** Asked to close (close button, Escape, backdrop); the owner sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Sticky actions at the bottom, above the safe area. */
  footer?: ReactNode;
  dismissible?: boolean;
  testId?: string;
}

/**
 * A bottom sheet (drawer): slides up, same show -> closing -> destroy states, focus trap and
 * Escape/backdrop close as Dialog; it can also be pulled down by its header to close.
 */
export function Sheet(props: SheetProps) {
  const { phase, finishExit } = useModalPhase(props.open);
  if (phase === 'destroy') return null;
  return createPortal(<SheetLayer {...props} closing={phase === 'closing'} onExited={finishExit} />, document.body);
}

function SheetLayer({
  onClose,
  title,
  children,
  footer,
  dismissible = true,
  testId,
  closing,
  onExited,
}: SheetProps & { closing: boolean; onExited: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const text = useUiText();
  useModalLayer(panel, !closing, dismissible ? onClose : undefined);
  const drag = useDragToClose(panel, dismissible && !closing ? onClose : undefined);
  return (
    <div className={styles.layer} data-phase={closing ? 'closing' : 'show'}>
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onClick={dismissible && !closing ? onClose : undefined}
        onAnimationEnd={closing ? onExited : undefined}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.panel}
        data-testid={testId}
      >
        <div className={styles.handle} {...drag}>
          <div className={styles.grabber} aria-hidden="true" />
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {dismissible ? (
              <IconButton label={text('close')} onClick={onClose} className={styles.close}>
                <CloseIcon />
              </IconButton>
            ) : null}
          </div>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
