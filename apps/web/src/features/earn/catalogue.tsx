import { useEffect, useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { useCategoriesQuery, useCategoryQuery, useHomeTabsQuery, useSearchQuery } from './catalogue-queries.ts';
import styles from './earn.module.css';
import { CardList } from './task-card.tsx';

/** Waits `ms` after the last change (typing) before answering the value. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Failed = { refetch: () => unknown };
function LoadFailed({ query, text }: { query: Failed; text: string }) {
  const { t } = useTranslation('home');
  return (
    <Empty
      compact
      title={text}
      action={
        <Button variant="secondary" onClick={() => query.refetch()}>
          {t('catalogue.retry')}
        </Button>
      }
    />
  );
}

/** The home catalogue: search, the game tabs, and the categories (spec section 7, game_tab calls). */
export function Catalogue() {
  const { t } = useTranslation('home');
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), 300);
  return (
    <section className={styles.stack} aria-labelledby="catalogue-title" data-testid="home-catalogue">
      <h2 id="catalogue-title" className={styles.sectionTitle}>
        {t('catalogue.title')}
      </h2>
      <input
        className={styles.search}
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        placeholder={t('catalogue.searchPlaceholder')}
        aria-label={t('catalogue.search')}
        maxLength={64}
        data-testid="catalogue-search"
      />
      {keyword ? <SearchResults keyword={keyword} /> : <Browse />}
    </section>
  );
}

/** Category names by id, from the (cached) category list. */
function useCategoryNames(): Map<string, string> | undefined {
  const categories = useCategoriesQuery();
  return categories.data ? new Map(categories.data.categories.map((c) => [c.id, c.name])) : undefined;
}

function SearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation('home');
  const names = useCategoryNames();
  const search = useSearchQuery(keyword);
  if (search.isPending) return <div className={styles.placeholder} aria-busy="true" />;
  if (search.isError) return <LoadFailed query={search} text={t('catalogue.loadFailed')} />;
  if (search.data.list.length === 0)
    return <Empty compact title={t('catalogue.noResults', { keyword })} description={t('catalogue.noResultsText')} />;
  return <CardList cards={search.data.list} from="search" label={t('catalogue.results')} names={names} />;
}

function Browse() {
  const { t } = useTranslation('home');
  const tabs = useHomeTabsQuery();
  const names = useCategoryNames();
  const [tab, setTab] = useState('hot');
  const [category, setCategory] = useState<string>();
  if (tabs.isPending) return <div className={styles.placeholder} aria-busy="true" />;
  if (tabs.isError) return <LoadFailed query={tabs} text={t('catalogue.loadFailed')} />;
  const current = tabs.data.tabs.find((x) => x.id === tab) ?? tabs.data.tabs[0];
  return (
    <>
      <Categories selected={category} onSelect={setCategory} />
      {category ? (
        <CategoryCards id={category} names={names} />
      ) : (
        <>
          <ChipRow
            label={t('catalogue.tabs')}
            value={current?.id}
            onChange={setTab}
            items={tabs.data.tabs.map((x) => ({ id: x.id, name: x.name }))}
          />
          {current && current.cards.length > 0 ? (
            <CardList cards={current.cards} from="home" label={current.name} names={names} />
          ) : (
            <Empty compact title={t('catalogue.empty')} />
          )}
        </>
      )}
      <Link to="/library" className={styles.link} data-testid="catalogue-library">
        {t('catalogue.library')}
      </Link>
    </>
  );
}

function Categories({ selected, onSelect }: { selected?: string | undefined; onSelect: (id?: string) => void }) {
  const { t } = useTranslation('home');
  const categories = useCategoriesQuery();
  const list = categories.data?.categories.filter((c) => c.count > 0) ?? [];
  if (list.length === 0) return null;
  return (
    <ChipRow
      label={t('catalogue.categories')}
      value={selected}
      onChange={(id) => onSelect(selected === id ? undefined : id)}
      items={list}
      testId="category"
    />
  );
}

interface ChipRowProps {
  label: string;
  value?: string | undefined;
  onChange: (id: string) => void;
  items: { id: string; name: string; count?: number }[];
  testId?: string;
}

/** A row of toggle chips (game tabs, categories): light enough for the home page's first load. */
function ChipRow({ label, value, onChange, items, testId }: ChipRowProps) {
  return (
    <ul className={styles.chips} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={value === item.id}
            onClick={() => onChange(item.id)}
            data-testid={testId ? `${testId}-${item.id}` : undefined}
          >
            {item.name}
            {item.count !== undefined ? <span className={styles.count}>{item.count}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

function CategoryCards({ id, names }: { id: string; names?: Map<string, string> | undefined }) {
  const { t } = useTranslation('home');
  const cards = useCategoryQuery(id);
  if (cards.isPending) return <div className={styles.placeholder} aria-busy="true" />;
  if (cards.isError) return <LoadFailed query={cards} text={t('catalogue.loadFailed')} />;
  if (cards.data.list.length === 0) return <Empty compact title={t('catalogue.empty')} />;
  return <CardList cards={cards.data.list} from="category" label={names?.get(id) ?? id} names={names} />;
}
