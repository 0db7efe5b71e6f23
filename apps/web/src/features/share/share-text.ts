import { getHost } from '../../hosts/host.ts';
import { shareFromHost } from '../../hosts/host-actions.ts';
import { openShareDialog } from '../../overlays/share.ts';
import { showToast } from '../../ui/toast.tsx';

/**
 * Shares an invite with the page's per-locale text: the host's own share sheet where it has one (native bridge,
 * Telegram, the browser's Web Share), else the share dialog with copy. Empty text never shares: the spec's warning
 * 'Share failed, text is empty' shows instead (shareFromHost / openShareDialog).
 */
export async function shareInvite(input: { text: string; url: string; title: string }): Promise<boolean> {
  const canNative = getHost().platform !== 'h5' || typeof navigator.share === 'function';
  if (canNative) return shareFromHost({ text: input.text, url: input.url });
  return openShareDialog(input);
}

export async function copyText(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast(done, { type: 'success' });
  } catch {
    showToast(failed, { type: 'error' });
  }
}
