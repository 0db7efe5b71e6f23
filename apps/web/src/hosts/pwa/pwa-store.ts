import { create } from 'zustand';

/** The install prompt Chrome offers (beforeinstallprompt), and a waiting service-worker update. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  installEvent: InstallPromptEvent | undefined;
  updateReady: boolean;
  applyUpdate: () => void;
}

export const usePwa = create<PwaState>(() => ({ installEvent: undefined, updateReady: false, applyUpdate: () => {} }));

let listening = false;

/** Listens for beforeinstallprompt from startup on, so the dialog can use it when it opens. */
export function captureInstallPrompt() {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    usePwa.setState({ installEvent: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => usePwa.setState({ installEvent: undefined }));
}
