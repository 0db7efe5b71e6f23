import { useState } from 'react';
import { useNavigate } from '../../../app/router/navigation.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import type { Popup } from '../queries.ts';
import styles from './engage.module.css';
import { inAppPath } from './links.ts';
import { closePopup, unclosedPopups } from './popup-state.ts';

/**
 * Operators' popups one after another, in the order answered (highest priority first). Title and body are plain
 * text; the image shows only from an app path, and the button follows the deep link only inside the app.
 */
export default function PopupQueue({ popups }: { popups: readonly Popup[] }) {
  const { t } = useTranslation('fortune');
  const navigate = useNavigate();
  const [queue] = useState(() => unclosedPopups(popups));
  const [index, setIndex] = useState(0);
  const shown = queue[Math.min(index, queue.length - 1)];
  if (!shown) return null;
  const image = inAppPath(shown.image);
  const link = inAppPath(shown.deep_link);

  const next = () => {
    closePopup(shown.id);
    setIndex((i) => i + 1);
  };
  const follow = () => {
    next();
    if (link) navigate(link);
  };

  return (
    <Dialog
      key={shown.id}
      open={index < queue.length}
      onClose={next}
      title={shown.title}
      hero={image ? <img src={image} alt="" className={styles.popupImage} width={72} height={72} /> : undefined}
      testId="fortune-popup"
      footer={
        <>
          <Button variant="secondary" block onClick={next} data-testid="popup-close">
            {t('common.close')}
          </Button>
          {link ? (
            <Button block onClick={follow} data-testid="popup-open">
              {t('popups.open')}
            </Button>
          ) : null}
        </>
      }
    >
      {shown.body ? (
        <p className={styles.popupBody} data-testid="popup-body">
          {shown.body}
        </p>
      ) : null}
      {queue.length > 1 ? (
        <p className={styles.popupCount}>
          {t('popups.count', { n: Math.min(index, queue.length - 1) + 1, total: queue.length })}
        </p>
      ) : null}
    </Dialog>
  );
}
