// @vitest-environment jsdom
import type { Order } from '@backoffice/shared';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contrast } from '../../../config/readable-colors.ts';
import { notificationTextColor, theme } from '../../../config/theme.ts';
import { showNewOrderToast } from './use-order-alerts.tsx';
import '../../../test-support/jsdom-shims.ts';

const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? []).map((part) => Number(part).toString(16).padStart(2, '0')).join('')}`;

// Without Vitest's globals Testing Library cannot unmount by itself: a timer left mounted would fire after jsdom is gone.
afterEach(cleanup);

describe('the new-order toast', () => {
  it('has a named close button and text readable on white (WCAG AA)', async () => {
    render(
      <MantineProvider theme={theme}>
        <Notifications />
      </MantineProvider>,
    );
    showNewOrderToast({ id: 'o1', number: 12, customer: { name: 'Rosa' } } as Order, () => {});

    expect((await screen.findByRole('button', { name: 'Cerrar aviso' })).getAttribute('aria-label')).toBe(
      'Cerrar aviso',
    );
    const text = screen.getByText(/Hay un nuevo pedido en la plataforma: #12 de Rosa/);
    const description = text.closest('.mantine-Notification-description');
    expect(description).toBeTruthy();
    const color = (description as HTMLElement).style.color;
    expect(color, 'the theme sets the text colour').not.toBe('');
    expect(hex(color)).toBe(notificationTextColor);
    expect(contrast(notificationTextColor, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
