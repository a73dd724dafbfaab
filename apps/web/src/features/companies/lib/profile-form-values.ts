import type { Company, CompanyUpdateBody } from '@backoffice/shared';
import { emailError } from '../../../lib/email.ts';
import { slugError } from '../../../lib/slug.ts';
import { centsFromPesos, pesosFromCents } from './format.ts';

/** Minutes an order may stay pending before the insistent alert (the API's default too). */
const DEFAULT_ESCALATION_MINUTES = 3;

/** The profile as the form edits it: money in pesos, empty numbers as ''. */
export type ProfileFormValues = {
  name: string;
  description: string;
  category: string | null;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  lat: number | '';
  lng: number | '';
  logo: string | null;
  cover: string | null;
  preparationMinutes: number | '';
  alertEscalationMinutes: number | '';
  minimumOrder: number | '';
  deliveryFee: number | '';
  slug: string;
  storefrontEnabled: boolean;
};

export const emptyProfile: ProfileFormValues = {
  name: '',
  description: '',
  category: null,
  phone: '',
  email: '',
  address: '',
  city: '',
  state: '',
  lat: '',
  lng: '',
  logo: null,
  cover: null,
  preparationMinutes: 20,
  alertEscalationMinutes: DEFAULT_ESCALATION_MINUTES,
  minimumOrder: 0,
  deliveryFee: 0,
  slug: '',
  storefrontEnabled: true,
};

export const toFormValues = (company: Company): ProfileFormValues => ({
  name: company.name,
  description: company.description,
  category: company.category,
  phone: company.phone,
  email: company.email ?? '',
  address: company.address,
  city: company.city,
  state: company.state,
  lat: company.lat ?? '',
  lng: company.lng ?? '',
  logo: company.logo,
  cover: company.cover,
  preparationMinutes: company.preparationMinutes,
  alertEscalationMinutes: company.alertEscalationMinutes ?? DEFAULT_ESCALATION_MINUTES,
  minimumOrder: pesosFromCents(company.minimumOrder),
  deliveryFee: pesosFromCents(company.deliveryFee),
  slug: company.slug,
  storefrontEnabled: company.storefrontEnabled,
});

const numberOrNull = (value: number | '') => (value === '' ? null : value);

export const toUpdateBody = (values: ProfileFormValues): CompanyUpdateBody => ({
  name: values.name.trim(),
  description: values.description.trim(),
  category: values.category,
  phone: values.phone.trim(),
  email: values.email.trim() || null,
  address: values.address.trim(),
  city: values.city.trim(),
  state: values.state.trim(),
  lat: numberOrNull(values.lat),
  lng: numberOrNull(values.lng),
  logo: values.logo,
  cover: values.cover,
  preparationMinutes: values.preparationMinutes === '' ? 20 : values.preparationMinutes,
  alertEscalationMinutes:
    values.alertEscalationMinutes === '' ? DEFAULT_ESCALATION_MINUTES : values.alertEscalationMinutes,
  minimumOrder: centsFromPesos(values.minimumOrder || 0),
  deliveryFee: centsFromPesos(values.deliveryFee || 0),
  ...(values.slug ? { slug: values.slug } : {}),
  storefrontEnabled: values.storefrontEnabled,
});

const required = (label: string) => (value: string) => (value.trim() ? null : `Escribe ${label}`);
const money = (label: string) => (value: number | '') =>
  value === '' || value >= 0 ? null : `${label} no puede ser negativo`;

/** Client-side checks with the API's limits, so most mistakes never leave the browser. */
export const profileValidation = {
  name: required('el nombre del comercio'),
  city: required('la ciudad'),
  state: required('el estado'),
  email: (value: string) => (value.trim() ? emailError(value) : null),
  lat: (value: number | '') => (value === '' || (value >= -90 && value <= 90) ? null : 'Latitud no válida'),
  lng: (value: number | '') => (value === '' || (value >= -180 && value <= 180) ? null : 'Longitud no válida'),
  preparationMinutes: (value: number | '') =>
    value !== '' && Number.isInteger(value) && value >= 1 && value <= 600 ? null : 'Escribe de 1 a 600 minutos',
  alertEscalationMinutes: (value: number | '') =>
    value !== '' && Number.isInteger(value) && value >= 1 && value <= 60 ? null : 'Escribe de 1 a 60 minutos',
  minimumOrder: money('El pedido mínimo'),
  deliveryFee: money('El costo de envío'),
  // A new company gets its address from its name on the server when none is typed.
  slug: (value: string) => (value === '' ? null : slugError(value)),
};

export { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
