import { useSearch } from '../../../app/router/route-context.ts';

/**
 * An invite link is /fortune?invite=<code>. The code is kept in sessionStorage as soon as the page opens, so it
 * survives the login dialog's trip to the phone login and back; joining (the register call) sends it and then
 * forgets it. Only a well-formed code is kept (8 characters of the look-alike-free alphabet, as the server checks).
 */
const KEY = 'fortune.invite_code';
const CODE = /^[A-HJKMNP-Z2-9]{8}$/;

/** A code as the server reads it (spaces dropped, upper-cased), or undefined when it cannot be one. */
function cleanInviteCode(raw: string | null | undefined): string | undefined {
  const code = (raw ?? '').trim().toUpperCase();
  return CODE.test(code) ? code : undefined;
}

/** Keeps an invite link's code for the join screen (home-page.tsx loads this module only when a link has one). */
export function rememberInviteCode(raw: string | null | undefined): void {
  const code = cleanInviteCode(raw);
  if (!code) return;
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // Storage blocked: the code still rides in the URL.
  }
}

function storedInviteCode(): string | undefined {
  try {
    return cleanInviteCode(sessionStorage.getItem(KEY));
  } catch {
    return undefined;
  }
}

export function forgetInviteCode(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** The code this visit came with: the URL's first, else the one remembered earlier in the session. */
export function useInviteCode(): string | undefined {
  const fromUrl = cleanInviteCode(useSearch().get('invite'));
  return fromUrl ?? storedInviteCode();
}
