// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoardTabs } from './board-tabs.tsx';
import '../../../test-support/jsdom-shims.ts';

afterEach(cleanup);

const Board = ({ onReach }: { onReach: (value: string) => void }) => {
  const [tab, setTab] = useState<'orders' | 'errands'>('orders');
  return (
    <MantineProvider>
      <BoardTabs
        value={tab}
        onChange={setTab}
        onReach={onReach}
        tabs={[
          { value: 'orders', label: 'Pedidos', rightSection: <span>3</span> },
          { value: 'errands', label: 'Mandados', rightSection: <span>1</span> },
        ]}
      >
        {tab === 'orders' ? 'Lista de pedidos' : 'Lista de mandados'}
      </BoardTabs>
    </MantineProvider>
  );
};

describe('the partner board tabs', () => {
  it('are a tablist: a press or the arrow keys choose a tab, its panel alone is drawn, one tab in the Tab order', () => {
    const onReach = vi.fn();
    render(<Board onReach={onReach} />);
    const orders = screen.getByRole('tab', { name: /Pedidos/ });
    const errands = screen.getByRole('tab', { name: /Mandados/ });
    expect(orders.getAttribute('aria-selected')).toBe('true');
    expect([orders.tabIndex, errands.tabIndex]).toEqual([0, -1]);
    expect(screen.getByRole('tabpanel', { name: /Pedidos/ }).textContent).toBe('Lista de pedidos');

    fireEvent.pointerEnter(errands);
    expect(onReach).toHaveBeenCalledWith('errands');
    fireEvent.click(errands);
    expect(errands.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: /Mandados/ }).textContent).toBe('Lista de mandados');
    expect(screen.queryByText('Lista de pedidos')).toBeNull();

    fireEvent.keyDown(errands, { key: 'ArrowRight' });
    expect(orders.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(orders);
    fireEvent.keyDown(orders, { key: 'End' });
    expect(errands.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(errands);
  });
});
