import type { Platform } from '@arcadia/contract';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import styles from './dev-panel.module.css';

/** Fires host events the way the host would: Telegram's receiveEvent, or the bridge double's emit. */
function fire(platform: Platform, event: 'back' | 'hide' | 'show' | 'light' | 'dark') {
  const w = window as unknown as {
    Telegram?: { WebView?: { receiveEvent?: (type: string, data: unknown) => void } };
    __bridgeDouble?: { emit(event: string, data?: unknown): void };
  };
  if (platform === 'app') {
    if (event === 'back') w.__bridgeDouble?.emit('back');
    if (event === 'show') w.__bridgeDouble?.emit('resume');
    return;
  }
  const receive = w.Telegram?.WebView?.receiveEvent;
  if (!receive) return;
  if (event === 'back') receive('back_button_pressed', {});
  if (event === 'hide' || event === 'show') receive('visibility_changed', { is_visible: event === 'show' });
  if (event === 'light')
    receive('theme_changed', {
      theme_params: { bg_color: '#ffffff', text_color: '#000000', secondary_bg_color: '#f1f1f4' },
    });
  if (event === 'dark')
    receive('theme_changed', {
      theme_params: { bg_color: '#0f1017', text_color: '#f4f5fa', secondary_bg_color: '#1a1c26' },
    });
}

function DevPanel({ platform }: { platform: Platform }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.panel} data-testid="dev-host-panel">
      <button type="button" className={styles.toggle} onClick={() => setOpen(!open)}>
        {platform}
      </button>
      {open && (
        <div className={styles.actions}>
          <button type="button" onClick={() => fire(platform, 'back')}>
            Back
          </button>
          <button type="button" onClick={() => fire(platform, 'hide')}>
            Hide
          </button>
          <button type="button" onClick={() => fire(platform, 'show')}>
            Show
          </button>
          <button type="button" onClick={() => fire(platform, 'light')}>
            Light
          </button>
          <button type="button" onClick={() => fire(platform, 'dark')}>
            Dark
          </button>
        </div>
      )}
    </div>
  );
}

export function mountDevPanel(platform: Platform) {
  const root = document.createElement('div');
  document.body.append(root);
  createRoot(root).render(<DevPanel platform={platform} />);
}
