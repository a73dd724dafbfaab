// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type StandInCode, standInCode, useStandIn } from './stand-in.ts';

afterEach(cleanup);

type Code = StandInCode<ComponentType<{ name: string }>>;

const Real = ({ name }: { name: string }) => <button type="button">{name} (real)</button>;

const Field = ({ code, name }: { code: Code; name: string }) => {
  const { Loaded, handlers } = useStandIn(code);
  if (Loaded) return <Loaded name={name} />;
  return (
    <button type="button" {...handlers}>
      {name}
    </button>
  );
};

describe('standInCode and useStandIn', () => {
  it('downloads once, swaps every stand-in on arrival, but a pressed one only after the release', async () => {
    let arrive: (real: typeof Real) => void = () => {};
    let downloads = 0;
    const code = standInCode(() => {
      downloads += 1;
      return new Promise<typeof Real>((resolve) => {
        arrive = resolve;
      });
    });
    render(
      <>
        <Field code={code} name="Uno" />
        <Field code={code} name="Dos" />
      </>,
    );
    const pressed = screen.getByRole('button', { name: 'Uno' });
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Dos' }));
    fireEvent.pointerDown(pressed);
    await act(async () => arrive(Real));
    expect(downloads).toBe(1);
    // The other stand-in became the real field; the pressed one waits for its release.
    expect(screen.getByRole('button', { name: 'Dos (real)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uno' })).toBe(pressed);
    fireEvent.pointerUp(pressed);
    expect(await screen.findByRole('button', { name: 'Uno (real)' })).toBeTruthy();
  });

  it('forgets a failed download, so the next reach tries again', async () => {
    let attempts = 0;
    const code = standInCode(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Real;
    });
    render(<Field code={code} name="Campo" />);
    await act(async () => fireEvent.focus(screen.getByRole('button', { name: 'Campo' })));
    expect(screen.getByRole('button', { name: 'Campo' })).toBeTruthy();
    await act(async () => fireEvent.pointerEnter(screen.getByRole('button', { name: 'Campo' })));
    expect(await screen.findByRole('button', { name: 'Campo (real)' })).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
