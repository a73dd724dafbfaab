import type { Company } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromApi, profileValidation, toFormValues, toUpdateBody } from './profile-form-values.ts';

const company = {
  id: 'c1',
  name: 'Tacos El Güero',
  description: 'Tacos',
  category: null,
  phone: '3336150000',
  email: null,
  address: 'Av. Chapultepec 215',
  city: 'Guadalajara',
  state: 'Jalisco',
  lat: 20.67,
  lng: null,
  logo: null,
  cover: '/api/uploads/abc.webp',
  preparationMinutes: 25,
  minimumOrder: 10000,
  deliveryFee: 3550,
  slug: 'tacos-el-guero',
  storefrontEnabled: true,
} as Company;

describe('profile form values', () => {
  it('shows money in pesos and sends it back in cents', () => {
    const values = toFormValues(company);
    expect(values.minimumOrder).toBe(100);
    expect(values.deliveryFee).toBe(35.5);
    expect(values.lng).toBe('');
    const body = toUpdateBody({ ...values, deliveryFee: 40.1, name: '  Tacos  ', lng: '' });
    expect(body).toMatchObject({ deliveryFee: 4010, minimumOrder: 10000, name: 'Tacos', lng: null, email: null });
  });

  it('rounds pesos to whole cents', () => {
    expect(toUpdateBody({ ...toFormValues(company), minimumOrder: 12.345 }).minimumOrder).toBe(1235);
  });

  it('checks the fields the API also checks, in Spanish', () => {
    expect(profileValidation.name('  ')).toBe('Escribe el nombre del comercio');
    expect(profileValidation.preparationMinutes(0)).toMatch(/1 a 600/);
    expect(profileValidation.alertEscalationMinutes(0)).toMatch(/1 a 60 minutos/);
    expect(profileValidation.alertEscalationMinutes(5)).toBeNull();
    expect(toFormValues(company).alertEscalationMinutes).toBe(3);
    expect(toUpdateBody({ ...toFormValues(company), alertEscalationMinutes: 7 }).alertEscalationMinutes).toBe(7);
    expect(profileValidation.lat(91)).toBe('Latitud no válida');
    expect(profileValidation.deliveryFee(-1)).toMatch(/negativo/);
    expect(profileValidation.email('sin-arroba')).toBe('Escribe un correo válido');
    expect(profileValidation.email('')).toBeNull();
  });

  it('edits the storefront address and switch', () => {
    const values = toFormValues(company);
    expect(values).toMatchObject({ slug: 'tacos-el-guero', storefrontEnabled: true });
    expect(toUpdateBody({ ...values, slug: 'el-guero', storefrontEnabled: false })).toMatchObject({
      slug: 'el-guero',
      storefrontEnabled: false,
    });
    expect(profileValidation.slug('El Güero')).toBe('Usa solo letras minúsculas, números y guiones');
    expect(profileValidation.slug('el-guero')).toBeNull();
  });

  it('maps API field errors onto form fields', () => {
    expect(
      fieldErrorsFromApi([
        { field: 'body.category', message: 'Esa categoría no existe' },
        { field: 'body.category', message: 'otra' },
        { nope: true },
      ]),
    ).toEqual({ category: 'Esa categoría no existe' });
    expect(fieldErrorsFromApi(undefined)).toEqual({});
  });
});
