/** A name as the public sees it: the first 2 and last 2 characters (spec section 2's rule for gift senders). */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 4) return `${chars.slice(0, 1).join('')}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
