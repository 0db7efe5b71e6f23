import type { TaskCard } from './catalogue-queries.ts';

/**
 * Where a task card leads (spec section 2): product tasks open the product's task page, other tasks the task page
 * itself; `from` says which screen sent the player.
 */
export function cardLink(card: TaskCard, from: string): string {
  const game = encodeURIComponent(card.title);
  return card.taskType === 'product'
    ? `/task/product?productId=${card.productId}&gameName=${game}&from=${from}`
    : `/task/details?taskId=${card.xbOfferId}&productType=${card.productType}&gameName=${game}&from=${from}`;
}

export const offerLink = (offerId: number, productType: string, title: string, from: string) =>
  `/task/details?taskId=${offerId}&productType=${productType}&gameName=${encodeURIComponent(title)}&from=${from}`;
