import { getHost } from '../../../hosts/host.ts';
import { showToast } from '../../../ui/toast.tsx';

/** Copies a text and says so; when the clipboard is refused, the toast shows the text to copy by hand. */
export async function copyText(text: string, copiedMessage: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(copiedMessage, { type: 'success' });
  } catch {
    showToast(text);
  }
}

/**
 * Shares through the host's own sheet when there is one (the native app, Telegram, or a browser with Web Share);
 * otherwise copies the link with a toast. A share the player cancels does nothing more. The host's share bridge loads
 * on the tap (as the profile's share button does): the screens that offer a share show without it.
 */
export async function shareOrCopy(input: { text: string; url: string }, copiedMessage: string): Promise<void> {
  const host = getHost();
  const sheet = host.can('share') && (host.platform !== 'h5' || typeof navigator.share === 'function');
  if (sheet) {
    try {
      const { shareFromHost } = await import('../../../hosts/host-actions.ts');
      await shareFromHost(input);
      return;
    } catch {
      // The host's bridge failed: copying still works.
    }
  }
  await copyText(input.url, copiedMessage);
}
