import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';
import { IconButton } from './icon-button.tsx';
import { CloseIcon } from './icons.tsx';
import { useModalLayer, useModalPhase } from './modal-layer.ts';
import { useUiText } from './ui-text.ts';

export interface DialogProps {
  open: boolean;
  /** Asked to close (close button, Escape, backdrop); the owner sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out full width at the bottom. */
  footer?: ReactNode;
  /** false: no close button, no Escape, no backdrop close (a decision the user must make). */
  dismissible?: boolean;
  /** alertdialog for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** Art above the title, e.g. an illustration or an icon. */
  hero?: ReactNode;
  testId?: string;
}

/**
 * A centred modal. States show -> closing -> destroy: closing plays the exit animation, then it unmounts.
 * Focus moves in and is trapped; it returns to the opener when the dialog closes.
 */
export function Dialog(props: DialogProps) {
  const { phase, finishExit } = useModalPhase(props.open);
  if (phase === 'destroy') return null;
  return createPortal(<DialogLayer {...props} closing={phase === 'closing'} onExited={finishExit} />, document.body);
}

function DialogLayer({
  onClose,
  title,
  description,
  children,
  footer,
  dismissible = true,
  role = 'dialog',
  hero,
  testId,
  closing,
  onExited,
}: DialogProps & { closing: boolean; onExited: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const text = useUiText();
  useModalLayer(panel, !closing, dismissible ? onClose : undefined);
  return (
    <div className={styles.layer} data-phase={closing ? 'closing' : 'show'}>
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onClick={dismissible && !closing ? onClose : undefined}
        onAnimationEnd={closing ? onExited : undefined}
      />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal. */}
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={styles.panel}
        data-testid={testId}
      >
        {dismissible ? (
          <IconButton label={text('close')} className={styles.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        ) : null}
        {hero ? <div className={styles.hero}>{hero}</div> : null}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
