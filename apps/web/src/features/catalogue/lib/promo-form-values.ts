import type { Promo, PromoUpdateBody } from '@backoffice/shared';
import { centsToPesos, pesosToCents } from './money-input.ts';

/** Monday first, as people in Mexico read a week; values are the API's 0 (Sunday) … 6. */
export const weekdays = [
  { value: '1', label: 'Lun', name: 'lunes' },
  { value: '2', label: 'Mar', name: 'martes' },
  { value: '3', label: 'Mié', name: 'miércoles' },
  { value: '4', label: 'Jue', name: 'jueves' },
  { value: '5', label: 'Vie', name: 'viernes' },
  { value: '6', label: 'Sáb', name: 'sábado' },
  { value: '0', label: 'Dom', name: 'domingo' },
] as const;

export const daysSummary = (days: number[]) => {
  if (days.length === 7) return 'Todos los días';
  return weekdays
    .filter((day) => days.includes(Number(day.value)))
    .map((day) => day.label)
    .join(', ');
};

export type PromoFormValues = {
  name: string;
  description: string;
  price: number | string;
  image: string | null;
  activeDays: string[];
  startsOn: string | null;
  endsOn: string | null;
  active: boolean;
  options: string[];
};

export const promoFormValues = (promo?: Promo): PromoFormValues => ({
  name: promo?.name ?? '',
  description: promo?.description ?? '',
  price: promo ? centsToPesos(promo.price) : '',
  image: promo?.image ?? null,
  activeDays: (promo?.activeDays ?? [0, 1, 2, 3, 4, 5, 6]).map(String),
  startsOn: promo?.startsOn ?? null,
  endsOn: promo?.endsOn ?? null,
  active: promo?.active ?? true,
  options: promo?.options.map((option) => option.product) ?? [],
});

export const validatePromoForm = (values: PromoFormValues): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'Escribe el nombre de la promoción';
  else if (values.name.trim().length > 120) errors.name = 'El nombre admite como máximo 120 caracteres';
  if (values.description.trim().length > 1000) errors.description = 'La descripción admite como máximo 1000 caracteres';
  const price = pesosToCents(values.price);
  if (price.error) errors.price = price.error;
  if (values.activeDays.length === 0) errors.activeDays = 'Elige al menos un día';
  if (values.startsOn && values.endsOn && values.startsOn > values.endsOn) {
    errors.endsOn = 'La fecha de fin debe ser igual o posterior a la de inicio';
  }
  if (values.options.length === 0) errors.options = 'Agrega al menos un producto a la promoción';
  else if (values.options.length > 50) errors.options = 'Una promoción admite como máximo 50 productos';
  return errors;
};

export const promoBody = (values: PromoFormValues) =>
  ({
    name: values.name.trim(),
    description: values.description.trim(),
    price: pesosToCents(values.price).cents ?? 0,
    image: values.image,
    activeDays: values.activeDays.map(Number).sort((a, b) => a - b),
    startsOn: values.startsOn || null,
    endsOn: values.endsOn || null,
    active: values.active,
    options: values.options.map((product) => ({ product })),
  }) satisfies PromoUpdateBody;
