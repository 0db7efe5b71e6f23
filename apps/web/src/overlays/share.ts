import { getLocale, translate } from '../i18n/i18n.ts';
import { showToast } from '../ui/toast.tsx';
import { openOverlay } from './overlay-store.ts';

/**
 * Opens the share dialog. Empty text is refused with the warning of spec section 5
 * ('Share failed, text is empty') and nothing opens.
 */
export function openShareDialog(props: { text: string; url?: string; title?: string }): boolean {
  if (!props.text?.trim()) {
    showToast(translate(getLocale(), 'common', 'share.emptyText'), { type: 'warning' });
    return false;
  }
  openOverlay('share', props);
  return true;
}
