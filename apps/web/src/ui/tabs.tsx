import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import styles from './tabs.module.css';

interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** e.g. a Badge with a count. */
  badge?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  /** Prefix for element ids; TabPanel uses the same one. */
  id: string;
  /** Names the tab list for screen readers. */
  label: string;
  items: TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  variant?: 'underline' | 'pill';
  /** Tabs share the width equally instead of scrolling. */
  fill?: boolean;
}

const tabId = (id: string, value: string) => `${id}-tab-${value}`;
const panelId = (id: string, value: string) => `${id}-panel-${value}`;

/** Controlled tabs: one tab stop (roving tabindex), arrows/Home/End move and select. */
export function Tabs<V extends string>({
  id,
  label,
  items,
  value,
  onChange,
  variant = 'underline',
  fill = false,
}: TabsProps<V>) {
  const list = useRef<HTMLDivElement>(null);
  const enabled = items.filter((item) => !item.disabled);

  // aria-controls only when a TabPanel for the selected tab exists (a dangling id is an ARIA error).
  useLayoutEffect(() => {
    const doc = list.current?.ownerDocument;
    if (!doc) return;
    for (const item of items) {
      const tab = doc.getElementById(tabId(id, item.value));
      const panel = panelId(id, item.value);
      if (item.value === value && doc.getElementById(panel)) tab?.setAttribute('aria-controls', panel);
      else tab?.removeAttribute('aria-controls');
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.value === value);
    const last = enabled.length - 1;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const wrapped = target > last ? 0 : target < 0 ? last : target;
    const next = enabled[wrapped];
    if (!next) return;
    onChange(next.value);
    list.current?.ownerDocument.getElementById(tabId(id, next.value))?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className={[styles.list, styles[variant], fill && styles.fill].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(id, item.value)}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            disabled={item.disabled}
            className={styles.tab}
            onClick={() => onChange(item.value)}
          >
            <span className={styles.label}>{item.label}</span>
            {item.badge}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  /** The Tabs id. */
  tabsId: string;
  /** The selected tab's value. */
  value: string;
  children: ReactNode;
  className?: string;
}

/** The content of the selected tab, labelled by it. Render one, for the current value. */
export function TabPanel({ tabsId, value, children, className }: TabPanelProps) {
  return (
    <div role="tabpanel" id={panelId(tabsId, value)} aria-labelledby={tabId(tabsId, value)} className={className}>
      {children}
    </div>
  );
}
