import type { Promo, PromoKind, PromoUpdateBody } from '@backoffice/shared';
import { promoRuleIssues } from '@backoffice/shared/promo-rules';
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

/** Percent off and 2×1 are priced from the products at intake, so they ask no price of their own. */
export const promoHasOwnPrice = (kind: PromoKind) => kind === 'fixed' || kind === 'free_delivery';

export type PromoFormValues = {
  name: string;
  description: string;
  kind: PromoKind;
  percent: number | string;
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
  kind: promo?.kind ?? 'fixed',
  percent: promo?.percent ?? '',
  price: promo ? centsToPesos(promo.price) : '',
  image: promo?.image ?? null,
  activeDays: (promo?.activeDays ?? [0, 1, 2, 3, 4, 5, 6]).map(String),
  startsOn: promo?.startsOn ?? null,
  endsOn: promo?.endsOn ?? null,
  active: promo?.active ?? true,
  options: promo?.options.map((option) => option.product) ?? [],
});

const percentOf = (value: number | string) => (value === '' ? null : Number(value));

/** `today` is the company's local date (YYYY-MM-DD): a promo cannot be saved already ended. */
export const validatePromoForm = (values: PromoFormValues, today: string): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'Escribe el nombre de la promoción';
  else if (values.name.trim().length > 120) errors.name = 'El nombre admite como máximo 120 caracteres';
  if (values.description.trim().length > 1000) errors.description = 'La descripción admite como máximo 1000 caracteres';
  if (promoHasOwnPrice(values.kind)) {
    const price = pesosToCents(values.price);
    if (price.error) errors.price = price.error;
  }
  const percent = percentOf(values.percent);
  if (values.kind === 'percent' && percent !== null && !(Number.isInteger(percent) && percent >= 1 && percent <= 90)) {
    errors.percent = 'El porcentaje va de 1 a 90';
  }
  if (values.activeDays.length === 0) errors.activeDays = 'Elige al menos un día';
  for (const issue of promoRuleIssues({ ...values, percent }, today)) errors[issue.path] ??= issue.message;
  if (values.options.length === 0) errors.options = 'Agrega al menos un producto a la promoción';
  else if (values.options.length > 50) errors.options = 'Una promoción admite como máximo 50 productos';
  return errors;
};

export const promoBody = (values: PromoFormValues) =>
  ({
    name: values.name.trim(),
    description: values.description.trim(),
    kind: values.kind,
    percent: values.kind === 'percent' ? percentOf(values.percent) : null,
    price: promoHasOwnPrice(values.kind) ? (pesosToCents(values.price).cents ?? 0) : 0,
    image: values.image,
    activeDays: values.activeDays.map(Number).sort((a, b) => a - b),
    startsOn: values.startsOn || null,
    endsOn: values.endsOn || null,
    active: values.active,
    options: values.options.map((product) => ({ product })),
  }) satisfies PromoUpdateBody;
