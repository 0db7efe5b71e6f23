/** The install dialog of spec section 2: home only, configured hosts, 1 s with a prompt else 3 s, once per session. */
const INSTALL_DELAY_WITH_PROMPT_MS = 1000;
const INSTALL_DELAY_MS = 3000;
/** Session storage: the wait (ms) after which the dialog opened this session. */
export const INSTALL_DELAY_KEY = 'install_offer_delay';
export const INSTALL_SHOWN_KEY = 'install_prompt_shown';

/** VITE_INSTALL_HOSTS: comma-separated host names; unset or empty allows every host. */
export function configuredInstallHosts(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

export function installAllowedOnHost(hostname: string, hosts: readonly string[]): boolean {
  return hosts.length === 0 || hosts.includes(hostname.toLowerCase());
}

export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function installDelay(promptAvailable: boolean): number {
  return promptAvailable ? INSTALL_DELAY_WITH_PROMPT_MS : INSTALL_DELAY_MS;
}

export interface InstallContext {
  platform: string;
  path: string;
  hostname: string;
  hosts: readonly string[];
  standalone: boolean;
  shownThisSession: boolean;
}

export function mayOfferInstall(ctx: InstallContext): boolean {
  return (
    ctx.platform === 'h5' &&
    ctx.path === '/' &&
    !ctx.standalone &&
    !ctx.shownThisSession &&
    installAllowedOnHost(ctx.hostname, ctx.hosts)
  );
}
