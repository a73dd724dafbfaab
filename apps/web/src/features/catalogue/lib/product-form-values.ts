import type { Product, ProductKind, ProductUpdateBody } from '@backoffice/shared';
import { centsToPesos, pesosToCents } from './money-input.ts';
import { outOfStockValue, type StockState, stockStateOf } from './stock.ts';

export type GroupAdditionValues = { key: string; product: string | null; price: number | string };
export type AdditionGroupValues = {
  key: string;
  id?: string;
  name: string;
  required: boolean;
  min: number | string;
  max: number | string;
  additions: GroupAdditionValues[];
};
export type ProductFormValues = {
  name: string;
  description: string;
  price: number | string;
  section: string;
  position: number | string;
  image: string | null;
  stock: StockState;
  kind: ProductKind;
  additionGroups: AdditionGroupValues[];
};

let keySeed = 0;
/** Stable React keys for rows that have no id yet. */
export const newKey = () => `k${++keySeed}`;

export const emptyGroup = (): AdditionGroupValues => ({
  key: newKey(),
  name: '',
  required: false,
  min: 0,
  max: 1,
  additions: [{ key: newKey(), product: null, price: '' }],
});

export const productFormValues = (product: Product | undefined, kind: ProductKind): ProductFormValues => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  price: product ? centsToPesos(product.price) : '',
  section: product?.section ?? '',
  position: product?.position ?? 0,
  image: product?.image ?? null,
  stock: product ? stockStateOf(product) : 'available',
  kind: product?.kind ?? kind,
  additionGroups: (product?.additionGroups ?? []).map((group) => ({
    key: group.id,
    id: group.id,
    name: group.name,
    required: group.required,
    min: group.min,
    max: group.max,
    additions: group.additions.map((addition) => ({
      key: newKey(),
      product: addition.product,
      price: addition.price === undefined ? '' : centsToPesos(addition.price),
    })),
  })),
});

const wholeNumber = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/** Field errors keyed by the form's paths (Mantine form), in Spanish; empty when the product can be saved. */
export const validateProductForm = (values: ProductFormValues): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'Escribe el nombre del producto';
  else if (values.name.trim().length > 120) errors.name = 'El nombre admite como máximo 120 caracteres';
  if (values.description.trim().length > 1000) errors.description = 'La descripción admite como máximo 1000 caracteres';
  const price = pesosToCents(values.price);
  if (price.error) errors.price = price.error;
  if (!values.section.trim()) errors.section = 'Escribe la sección (ej. Tacos, Bebidas)';
  else if (values.section.trim().length > 80) errors.section = 'La sección admite como máximo 80 caracteres';
  const position = wholeNumber(values.position);
  if (!Number.isInteger(position) || position < 0) errors.position = 'Escribe un número entero desde 0';
  if (values.kind === 'addition' && values.additionGroups.length > 0) {
    errors.kind = 'Un complemento no puede tener grupos de complementos: quítalos primero';
  }
  values.additionGroups.forEach((group, g) => {
    const at = `additionGroups.${g}`;
    const min = wholeNumber(group.min);
    const max = wholeNumber(group.max);
    if (!group.name.trim()) errors[`${at}.name`] = 'Escribe el nombre del grupo (ej. Salsas)';
    if (!Number.isInteger(min) || min < 0) errors[`${at}.min`] = 'El mínimo es un número entero desde 0';
    else if (group.required && min < 1) errors[`${at}.min`] = 'Un grupo obligatorio pide al menos 1';
    if (!Number.isInteger(max) || max < 1) errors[`${at}.max`] = 'El máximo es un número entero desde 1';
    else if (min > max) errors[`${at}.min`] = 'El mínimo no puede ser mayor que el máximo';
    else if (max > group.additions.length) errors[`${at}.max`] = 'El máximo no puede pasar del número de complementos';
    if (group.additions.length === 0) errors[`${at}.additions`] = 'Agrega al menos un complemento al grupo';
    const seen = new Set<string>();
    group.additions.forEach((addition, a) => {
      if (!addition.product) errors[`${at}.additions.${a}.product`] = 'Elige un complemento';
      else if (seen.has(addition.product)) errors[`${at}.additions.${a}.product`] = 'Este complemento está repetido';
      if (addition.product) seen.add(addition.product);
      if (addition.price !== '') {
        const override = pesosToCents(addition.price);
        if (override.error) errors[`${at}.additions.${a}.price`] = override.error;
      }
    });
  });
  return errors;
};

/** The body of POST /products (plus company) and PUT /products; call only on valid values. */
export const productBody = (values: ProductFormValues) =>
  ({
    name: values.name.trim(),
    description: values.description.trim(),
    price: pesosToCents(values.price).cents ?? 0,
    section: values.section.trim(),
    position: Number(values.position),
    image: values.image,
    kind: values.kind,
    outOfStock: outOfStockValue(values.stock),
    additionGroups: values.additionGroups.map((group) => ({
      ...(group.id ? { id: group.id } : {}),
      name: group.name.trim(),
      required: group.required,
      min: Number(group.min),
      max: Number(group.max),
      additions: group.additions.map((addition) => ({
        product: addition.product ?? '',
        ...(addition.price === '' ? {} : { price: pesosToCents(addition.price).cents }),
      })),
    })),
  }) satisfies ProductUpdateBody;

/** Turns the API's `details` (`field: "body.additionGroups.0.max"`) into form errors. */
export const apiFieldErrors = (details: unknown): Record<string, string> => {
  if (!Array.isArray(details)) return {};
  const errors: Record<string, string> = {};
  for (const detail of details as { field?: string; message?: string }[]) {
    if (!detail.field?.startsWith('body.') || !detail.message) continue;
    const path = detail.field.slice('body.'.length);
    errors[path === 'outOfStock' || path === 'available' ? 'stock' : path] = detail.message;
  }
  return errors;
};

const sameText = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'es', { sensitivity: 'base' }) === 0;

/** Another live product already called the same in the same section (case and accents aside), if any. */
export const namesake = (values: Pick<ProductFormValues, 'name' | 'section'>, others: Product[]) =>
  others.find((other) => sameText(other.name, values.name) && sameText(other.section, values.section));
