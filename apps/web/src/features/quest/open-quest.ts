import { getHost } from '../../hosts/host.ts';
import type { Quest } from './queries.ts';

/** The product's task page, where a quest's steps are taken and checked. */
export function questLink(quest: Pick<Quest, 'productId' | 'title'>): string {
  return `/task/product?productId=${quest.productId}&gameName=${encodeURIComponent(quest.title)}&from=quest`;
}

/**
 * In the native app a quest opens in its dapp browser, with the player's login encoded in the URL (spec section 7,
 * hosts/native `openDappBrowser`), so the dapp's wallet and our session are both there. Elsewhere it is an ordinary
 * page of the app, and the caller navigates. Answers whether the quest was opened here.
 */
export async function openInDappBrowser(quest: Pick<Quest, 'productId' | 'title'>): Promise<boolean> {
  const host = getHost();
  if (host.platform !== 'app' || !host.can('openWebView')) return false;
  await host.openWebView(questLink(quest), { dapp: true });
  return true;
}
