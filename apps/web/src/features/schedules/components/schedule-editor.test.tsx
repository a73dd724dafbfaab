// @vitest-environment jsdom
import { type Company, dayRangesSchema, weekDayLabels } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentTo, stubFetch } from '../../../test-support/fetch-stub.ts';
import { FORM_TEST } from '../../../test-support/form-harness.ts';
import { renderWithMantine, schemaMessage } from '../../../test-support/render-mantine.tsx';
import { ScheduleEditor } from './schedule-editor.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COMPANY = '00000000-0000-4000-8000-000000000080';
// Monday's two ranges cross: a week the API refuses, as an older save or a copy could leave it.
const monday = [
  { from: '09:00', to: '14:00' },
  { from: '13:00', to: '18:00' },
];
const company = {
  id: COMPANY,
  timezone: 'America/Mexico_City',
  schedules: { '1': monday },
  specialDates: [],
} as unknown as Company;

describe('schedule editor (@mantine/form with the schedule schema)', () => {
  it("marks crossing ranges in the API's words, and saves the week once they are fixed", FORM_TEST, async () => {
    const fetch = stubFetch(company);
    renderWithMantine(<ScheduleEditor company={company} />);
    const day = screen.getByRole('group', { name: weekDayLabels['1'] });
    const message = schemaMessage(dayRangesSchema, monday);
    expect(message).toMatch(/^Este horario se cruza con el de 09:00 a 14:00/);
    within(day).getByText(message);
    expect((screen.getByRole('button', { name: 'Guardar horarios' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(day).getAllByRole('button', { name: 'Quitar horario' })[1]);
    expect(within(day).queryByText(message)).toBeNull();
    const save = screen.getByRole('button', { name: 'Guardar horarios' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(sentTo(fetch, '/api/companies/schedules')).toHaveLength(1));
    const [put] = sentTo(fetch, '/api/companies/schedules');
    expect(put.method).toBe('PUT');
    expect(put.body).toEqual({
      schedules: { '0': [], '1': [{ from: '09:00', to: '14:00' }], '2': [], '3': [], '4': [], '5': [], '6': [] },
      specialDates: [],
    });
  });
});
