import type { Product } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import {
  apiFieldErrors,
  emptyGroup,
  namesake,
  type ProductFormValues,
  productBody,
  productFormValues,
  validateProductForm,
} from './product-form-values.ts';

const product: Product = {
  id: 'p1',
  company: 'c1',
  kind: 'product',
  name: 'Taco al pastor',
  description: 'Con piña',
  price: 2550,
  image: null,
  section: 'Tacos',
  position: 2,
  available: true,
  outOfStock: 'today',
  unavailableUntil: '2030-01-01T06:00:00.000Z',
  additionGroups: [
    {
      id: 'g1',
      name: 'Salsas',
      required: true,
      min: 1,
      max: 1,
      additions: [{ product: 'a1' }, { product: 'a2', price: 500 }],
    },
  ],
  archived: false,
  createdAt: '',
  updatedAt: '',
};

const valid = (): ProductFormValues => ({
  ...productFormValues(undefined, 'product'),
  name: 'Taco',
  price: 25,
  section: 'Tacos',
});

describe('product form values', () => {
  it('round-trips a product: pesos in the form, cents and outOfStock in the body, group ids kept', () => {
    const values = productFormValues(product, 'product');
    expect(values).toMatchObject({ price: 25.5, stock: 'today', position: 2 });
    expect(validateProductForm(values)).toEqual({});
    expect(productBody(values)).toEqual({
      name: 'Taco al pastor',
      description: 'Con piña',
      price: 2550,
      section: 'Tacos',
      position: 2,
      image: null,
      kind: 'product',
      outOfStock: 'today',
      additionGroups: [
        {
          id: 'g1',
          name: 'Salsas',
          required: true,
          min: 1,
          max: 1,
          additions: [{ product: 'a1' }, { product: 'a2', price: 500 }],
        },
      ],
    });
  });

  it('a new product starts available, of the kind of the screen, and needs name, price and section', () => {
    const blank = productFormValues(undefined, 'addition');
    expect(blank).toMatchObject({ kind: 'addition', stock: 'available', additionGroups: [] });
    expect(validateProductForm(blank)).toEqual({
      name: 'Escribe el nombre del producto',
      price: 'Escribe el precio',
      section: 'Escribe la sección (ej. Tacos, Bebidas)',
    });
  });

  it('checks addition groups with Spanish messages on their paths', () => {
    const group = { ...emptyGroup(), name: '', required: true, min: 0, max: 2 };
    group.additions = [
      { key: 'x', product: 'a1', price: '' },
      { key: 'y', product: 'a1', price: -3 },
    ];
    const errors = validateProductForm({
      ...valid(),
      additionGroups: [group, { ...emptyGroup(), name: 'Vacío', additions: [] }],
    });
    expect(errors).toEqual({
      'additionGroups.0.name': 'Escribe el nombre del grupo (ej. Salsas)',
      'additionGroups.0.min': 'Un grupo obligatorio pide al menos 1',
      'additionGroups.0.additions.1.product': 'Este complemento está repetido',
      'additionGroups.0.additions.1.price': 'El precio no puede ser negativo',
      'additionGroups.1.max': 'El máximo no puede pasar del número de complementos',
      'additionGroups.1.additions': 'Agrega al menos un complemento al grupo',
    });
  });

  it('refuses groups on an addition and min above max', () => {
    const group = { ...emptyGroup(), name: 'Salsas', min: 3, max: 1 };
    group.additions[0].product = 'a1';
    const errors = validateProductForm({ ...valid(), kind: 'addition', additionGroups: [group] });
    expect(errors.kind).toMatch(/no puede tener grupos/);
    expect(errors['additionGroups.0.min']).toBe('El mínimo no puede ser mayor que el máximo');
  });

  it('maps the API field errors onto form paths', () => {
    expect(
      apiFieldErrors([
        { field: 'body.additionGroups.0.additions.1.product', message: 'Esa adición no existe en este comercio' },
        { field: 'body.outOfStock', message: 'No válido' },
        { field: 'query.ID', message: 'Identificador no válido' },
      ]),
    ).toEqual({
      'additionGroups.0.additions.1.product': 'Esa adición no existe en este comercio',
      stock: 'No válido',
    });
    expect(apiFieldErrors({ reason: 'x' })).toEqual({});
  });
});

describe('namesake', () => {
  it('finds a product with the same name in the same section, case and accents aside', () => {
    const taco = { ...product, name: 'Taco de Pastor', section: 'Tacos' };
    expect(namesake({ name: ' taco de pástor ', section: 'tacos' }, [taco])).toBe(taco);
    expect(namesake({ name: 'Taco de pastor', section: 'Bebidas' }, [taco])).toBeUndefined();
    expect(namesake({ name: 'Taco de suadero', section: 'Tacos' }, [taco])).toBeUndefined();
  });
});
