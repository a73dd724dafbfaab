import { type NumberInputProps, TextInput } from '@mantine/core';
import { Suspense } from 'react';
import { lazyScreen } from '../lib/lazy-screen.ts';

// Mantine's NumberInput brings a number-formatting library (10 kB gzip). The order's actions show one only after a
// tap ("Otro" minutes, changing the minutes), so it is not part of what a waiting order loads at once (decision 057).
const NumberInput = lazyScreen(() => import('./number-input.tsx'));

/** Starts downloading the number input before it is shown (the panel that may show it has opened). */
export const preloadNumberInput = () => NumberInput.preload();

/**
 * NumberInput, downloaded on first use. Until it is there, a disabled field with the same label keeps its place;
 * a failed download reaches the nearest error boundary, which offers to try again.
 */
export const LazyNumberInput = (props: NumberInputProps) => (
  <Suspense fallback={<TextInput label={props.label} size={props.size} disabled placeholder="Cargando…" />}>
    <NumberInput {...props} />
  </Suspense>
);
