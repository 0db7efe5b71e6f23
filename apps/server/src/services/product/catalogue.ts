import { asDb } from '../../db/client.ts';
import { taskProducts } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';
import { searchTextOf } from '../task/catalogue-repo.ts';
import { imageUrl } from './images.ts';
import type { SubmissionRow } from './repo.ts';

/**
 * An approved submission in the task catalogue (task_products): a product with no offers, in its creator's market,
 * linked to their site (`store.web`), its pictures served by /img. Its texts are the creator's own, stored as the
 * catalogue's fallback language, so every locale shows them.
 */
const TEXT_LOCALE = 'en-US';

/** game unless the category says app or web3: what the catalogue's product type filter reads. */
const productTypeOf = (categoryId: string) => (categoryId === 'apps' ? 'app' : categoryId === 'web3' ? 'web3' : 'game');

/** The catalogue product of an approved submission: in its creator's market, linked to their site, no task. */
export async function intoCatalogue(tx: Exec, row: SubmissionRow, now: Date): Promise<number> {
  const titles = { [TEXT_LOCALE]: row.title };
  const [made] = await asDb(tx)
    .insert(taskProducts)
    .values({
      slug: `creator-${row.id}`,
      categoryId: row.categoryId,
      productType: productTypeOf(row.categoryId),
      titles,
      descriptions: { [TEXT_LOCALE]: row.description },
      searchText: searchTextOf(titles),
      icon: imageUrl(row.iconKey),
      images: row.screenshotKeys.map(imageUrl),
      markets: [row.market],
      store: { web: row.link },
      rating: 0,
      popularity: 0,
      active: true,
      createdAt: now,
    })
    .returning({ id: taskProducts.id });
  return (made as { id: number }).id;
}
