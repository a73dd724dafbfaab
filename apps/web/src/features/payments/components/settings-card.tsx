import { Skeleton } from '@mantine/core';
import { lazyPart } from '../../../components/lazy-part.tsx';

/**
 * Default commission, period length and cut-off day; a change applies from the next period. The form and
 * @mantine/form are a chunk of their own, not part of the payments screen's first load (decision 057).
 */
export const SettingsCard = lazyPart(
  () => import('./settings-form.tsx').then((module) => module.SettingsForm),
  <Skeleton h={168} radius="md" role="status" aria-label="Cargando condiciones de liquidación" />,
);
