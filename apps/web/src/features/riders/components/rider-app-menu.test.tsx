// @vitest-environment jsdom
import type { RiderDetail } from '@backoffice/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_LOAD } from '../../../test-support/form-harness.ts';
import { renderWithMantine } from '../../../test-support/render-mantine.tsx';
import { RiderAppMenu } from './rider-app-menu.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rider = { id: 'r1', name: 'Iván Torres', editable: true, active: true, archived: false } as RiderDetail;

describe("the rider's app menu (its code on reach, decision 057)", () => {
  it('opens on a press made before its code is here, without opening the row', async () => {
    const openRow = vi.fn();
    renderWithMantine(
      // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the list's row, which a press on the menu must not open
      <div onClick={openRow}>
        <RiderAppMenu rider={rider} />
      </div>,
    );
    const button = screen.getByRole('button', { name: 'App del repartidor: Iván Torres' });
    expect(screen.queryByRole('menu')).toBeNull();
    // A press as a browser makes it, before Menu's code arrives.
    fireEvent.pointerDown(button);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    await screen.findByRole('menuitem', { name: 'Invitar a la app' }, LAZY_LOAD);
    expect(openRow).not.toHaveBeenCalled();
  }, 30_000);

  it('is not offered for a rider who is archived, inactive or not the partner’s to manage', () => {
    renderWithMantine(<RiderAppMenu rider={{ ...rider, archived: true }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
