import type { Product, Promo } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { withProduct, withPromo } from './catalogue-cache.ts';
import { cataloguePaths } from './catalogue-paths.ts';
import { choiceRule, groupBySection, sectionNames } from './menu-sections.ts';
import { filterProducts, sortProducts } from './product-table.ts';
import { promoBody, promoFormValues, validatePromoForm } from './promo-form-values.ts';

const item = (over: Partial<Product>): Product => ({
  id: over.name ?? 'x',
  company: 'c1',
  kind: 'product',
  name: 'x',
  description: '',
  price: 1000,
  image: null,
  section: 'Tacos',
  position: 0,
  available: true,
  outOfStock: null,
  unavailableUntil: null,
  additionGroups: [],
  archived: false,
  createdAt: '',
  updatedAt: '',
  ...over,
});

const menu = [
  item({ name: 'Taco de tripa', section: 'Tacos', position: 2, price: 3000 }),
  item({ name: 'Agua de Jamaica', section: 'Bebidas', price: 4500, outOfStock: 'today' }),
  item({ name: 'Taco al pastor', section: 'Tacos', position: 1, price: 2500 }),
  item({ name: 'Sección especial', section: 'Especialidades', outOfStock: 'indefinite', price: 9000 }),
];

describe('menu', () => {
  it('groups by section in the order received, products by position', () => {
    expect(groupBySection(menu).map((s) => [s.name, s.products.map((p) => p.name)])).toEqual([
      ['Tacos', ['Taco al pastor', 'Taco de tripa']],
      ['Bebidas', ['Agua de Jamaica']],
      ['Especialidades', ['Sección especial']],
    ]);
    expect(sectionNames(menu)).toEqual(['Bebidas', 'Especialidades', 'Tacos']);
  });

  it('describes a group rule as a customer reads it', () => {
    expect(choiceRule({ required: true, min: 1, max: 1 })).toBe('Elige 1');
    expect(choiceRule({ required: false, min: 0, max: 3 })).toBe('Elige hasta 3');
    expect(choiceRule({ required: true, min: 1, max: 3 })).toBe('Elige de 1 a 3');
  });
});

describe('product table', () => {
  it('searches without accents or case, on name, section and description', () => {
    expect(filterProducts(menu, 'jamaica').map((p) => p.name)).toEqual(['Agua de Jamaica']);
    expect(filterProducts(menu, 'SECCION').map((p) => p.name)).toEqual(['Sección especial']);
    expect(filterProducts(menu, 'taco tripa').map((p) => p.name)).toEqual(['Taco de tripa']);
    expect(filterProducts(menu, '  ')).toHaveLength(4);
  });

  it('sorts by price and by availability both ways', () => {
    expect(sortProducts(menu, 'price', 'desc')[0].name).toBe('Sección especial');
    expect(sortProducts(menu, 'availability', 'asc').map((p) => p.name)).toEqual([
      'Taco al pastor',
      'Taco de tripa',
      'Agua de Jamaica',
      'Sección especial',
    ]);
  });
});

describe('cache updates', () => {
  it('moves a product between lists when its kind changes and drops an archived one', () => {
    const catalogue = { products: [item({ name: 'A' })], additions: [item({ name: 'B', kind: 'addition' })] };
    const moved = withProduct(catalogue, item({ name: 'A', kind: 'addition' }));
    expect(moved.products).toEqual([]);
    expect(moved.additions.map((p) => p.name)).toEqual(['B', 'A']);
    expect(withProduct(catalogue, item({ name: 'B', kind: 'addition', archived: true })).additions).toEqual([]);
  });

  it('replaces or appends a promo', () => {
    const promo = { id: 'p', name: 'Combo', archived: false } as Promo;
    expect(withPromo([], promo)).toEqual([promo]);
    expect(withPromo([promo], { ...promo, name: 'Nuevo' })[0].name).toBe('Nuevo');
  });
});

describe('paths', () => {
  it('keeps the partner paths', () => {
    const partner = cataloguePaths('c9', true);
    expect([partner.menu, partner.list, partner.additions, partner.product('p'), partner.promo('new')]).toEqual([
      '/products/c9',
      '/products-list/c9',
      '/products-additions-list/c9',
      '/product/p/c9',
      '/promo/new/c9',
    ]);
    expect(partner.newProduct('addition')).toBe('/product/new/c9?tipo=complemento');
    const company = cataloguePaths('c1', false);
    expect([company.menu, company.listOf('addition'), company.product('p')]).toEqual([
      '/products',
      '/products/additions/list',
      '/product/p',
    ]);
  });
});

describe('promo form values', () => {
  it('needs a name, price, a day and a product, and ends after it starts', () => {
    const values = { ...promoFormValues(), activeDays: [], startsOn: '2030-05-10', endsOn: '2030-05-01' };
    expect(validatePromoForm(values, '2030-01-01')).toEqual({
      name: 'Escribe el nombre de la promoción',
      price: 'Escribe el precio',
      activeDays: 'Elige al menos un día',
      endsOn: 'La fecha de fin debe ser igual o posterior a la de inicio',
      options: 'Agrega al menos un producto a la promoción',
    });
  });

  it('refuses an end date already past in the company calendar, and a missing or wide percentage', () => {
    const base = { ...promoFormValues(), name: 'Combo', price: '10', options: ['a'] };
    expect(validatePromoForm({ ...base, endsOn: '2030-04-30' }, '2030-05-01')).toEqual({
      endsOn: 'La fecha de fin ya pasó: una promoción no puede guardarse terminada',
    });
    expect(validatePromoForm({ ...base, endsOn: '2030-05-01' }, '2030-05-01')).toEqual({});
    expect(validatePromoForm({ ...base, kind: 'percent' }, '2030-05-01')).toEqual({
      percent: 'Escribe el porcentaje de descuento',
    });
    expect(validatePromoForm({ ...base, kind: 'percent', percent: 95 }, '2030-05-01')).toEqual({
      percent: 'El porcentaje va de 1 a 90',
    });
  });

  it('asks no price of a percent or 2×1 promo and sends its percentage', () => {
    const values = { ...promoFormValues(), name: 'Martes', kind: 'percent' as const, percent: 20, options: ['a'] };
    expect(validatePromoForm(values, '2030-05-01')).toEqual({});
    expect(promoBody(values)).toMatchObject({ kind: 'percent', percent: 20, price: 0 });
    expect(promoBody({ ...values, kind: 'two_for_one' })).toMatchObject({
      kind: 'two_for_one',
      percent: null,
      price: 0,
    });
  });

  it('builds the body in cents with API weekdays', () => {
    const values = {
      ...promoFormValues(),
      name: ' Combo ',
      price: '99.90',
      activeDays: ['5', '6', '0'],
      options: ['a'],
    };
    expect(promoBody(values)).toEqual({
      name: 'Combo',
      description: '',
      kind: 'fixed',
      percent: null,
      price: 9990,
      image: null,
      activeDays: [0, 5, 6],
      startsOn: null,
      endsOn: null,
      active: true,
      options: [{ product: 'a' }],
    });
  });
});
