/**
 * An operator's deep link or image path is followed only when it stays in the app: a path starting with one "/"
 * ("/fortune?tab=vip"). Anything else (another origin, "//host", "javascript:", a backslash trick) gives undefined.
 */
export function inAppPath(link: string): string | undefined {
  const path = link.trim();
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\s]/.test(path)) return undefined;
  return path;
}
