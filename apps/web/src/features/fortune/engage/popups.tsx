import { useCallback, useRef, useState } from 'react';
import { useNavigate } from '../../../app/router/navigation.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import type { Popup } from '../queries.ts';
import { inAppPath } from './links.ts';
import styles from './popup.module.css';
import { closePopup, unclosedPopups } from './popup-state.ts';

/**
 * Operators' popups one after another, in the order answered (highest priority first). Title and body are plain
 * text; the image shows only from an app path, and the button follows the deep link only inside the app.
 *
 * A native modal <dialog>, not the design system's Dialog: it greets a player on the first screen, so it is kept to
 * the platform's own focus trap, Escape and backdrop (ADR 020). Every way out (close, Escape, backdrop, the link)
 * closes the element; its close event moves the queue on.
 */
export default function PopupQueue({ popups }: { popups: readonly Popup[] }) {
  const { t } = useTranslation('fortune');
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement | null>(null);
  // Each popup is a dialog element of its own (keyed by id), opened as it mounts.
  const opened = useCallback((element: HTMLDialogElement | null) => {
    dialog.current = element;
    if (element && !element.open) {
      element.showModal();
      // Focus on the dialog itself, as in the design system's Dialog (its first button would wear a focus ring).
      element.focus();
    }
  }, []);
  const [queue] = useState(() => unclosedPopups(popups));
  const [index, setIndex] = useState(0);
  const shown = queue[index];

  if (!shown) return null;
  const image = inAppPath(shown.image);
  const link = inAppPath(shown.deep_link);
  const close = () => dialog.current?.close();
  const onClosed = () => {
    closePopup(shown.id);
    setIndex((i) => i + 1);
  };
  const follow = () => {
    closePopup(shown.id); // before leaving: the close event may come after this page is gone
    close();
    if (link) navigate(link);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; the keyboard's way out is Escape (the dialog's own).
    <dialog
      key={shown.id}
      ref={opened}
      className={styles.popup}
      aria-labelledby="popup-title"
      tabIndex={-1}
      onClose={onClosed}
      onClick={(event) => event.target === event.currentTarget && close()}
      data-testid="fortune-popup"
    >
      <div className={styles.panel}>
        {image ? <img src={image} alt="" className={styles.image} width={72} height={72} /> : null}
        <h2 id="popup-title" className={styles.title}>
          {shown.title}
        </h2>
        {shown.body ? (
          <p className={styles.body} data-testid="popup-body">
            {shown.body}
          </p>
        ) : null}
        {queue.length > 1 ? (
          <p className={styles.count}>{t('popups.count', { n: index + 1, total: queue.length })}</p>
        ) : null}
        <div className={styles.footer}>
          <Button variant="secondary" block onClick={close} data-testid="popup-close">
            {t('common.close')}
          </Button>
          {link ? (
            <Button block onClick={follow} data-testid="popup-open">
              {t('popups.open')}
            </Button>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
