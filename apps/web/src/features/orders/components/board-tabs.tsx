import { Box, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type BoardTab<V extends string> = { value: V; label: ReactNode; rightSection?: ReactNode };

type Props<V extends string> = {
  tabs: BoardTab<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Called when a pointer or the focus reaches a tab, before it is chosen (to fetch its code ahead). */
  onReach?: (value: V) => void;
  /** The chosen tab's panel: only it is rendered, as Mantine's Tabs with keepMounted={false}. */
  children: ReactNode;
};

/**
 * The partner board's "Pedidos" / "Mandados" tabs, drawn as Mantine's default Tabs look (a 2 px line under the
 * list, the chosen tab underlined in the brand colour) with the WAI-ARIA tabs pattern: a tablist, arrow keys,
 * Home and End move and choose, one tab in the Tab order. Not Mantine's Tabs: its code (3.3 kB gzip) was what kept
 * the board with an order waiting over 250 kB (decision 057).
 */
export const BoardTabs = <V extends string>({ tabs, value, onChange, onReach, children }: Props<V>) => {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    onChange(tab.value);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[tabs.indexOf(tab)]?.focus();
  };
  const keyDown = (event: KeyboardEvent) => {
    const current = tabs.findIndex((tab) => tab.value === value);
    const to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(to);
  };
  return (
    <div>
      <Box
        ref={list}
        role="tablist"
        aria-orientation="horizontal"
        onKeyDown={keyDown}
        style={{ display: 'flex', flexWrap: 'wrap', borderBottom: '2px solid var(--mantine-color-gray-3)' }}
      >
        {tabs.map((tab) => {
          const active = tab.value === value;
          return (
            <UnstyledButton
              key={tab.value}
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onChange(tab.value)}
              onPointerEnter={() => onReach?.(tab.value)}
              onFocus={() => onReach?.(tab.value)}
              fz="md"
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 'var(--mantine-spacing-xs)',
                padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-md)',
                marginBottom: -2,
                lineHeight: 1,
                whiteSpace: 'nowrap',
                borderBottom: `2px solid ${active ? 'var(--mantine-color-brand-6)' : 'transparent'}`,
                borderRadius: 'var(--mantine-radius-md) var(--mantine-radius-md) 0 0',
              }}
            >
              {tab.label}
              {tab.rightSection}
            </UnstyledButton>
          );
        })}
      </Box>
      <div
        role="tabpanel"
        id={`${id}-panel-${value}`}
        aria-labelledby={`${id}-tab-${value}`}
        style={{ paddingTop: 'var(--mantine-spacing-md)' }}
      >
        {children}
      </div>
    </div>
  );
};
