import type { StorefrontProduct } from '@backoffice/shared/storefront';
import { describe, expect, it } from 'vitest';
import {
  type AdditionChoice,
  choiceProblems,
  chosenAdditions,
  groupHint,
  groupProblem,
  toggleOption,
  unitPriceWith,
} from './addition-rules.ts';

type Group = StorefrontProduct['additionGroups'][number];
const option = (product: string, price = 0) => ({ product, name: product, price, soldOut: false });
const group = (changes: Partial<Group>): Group => ({
  id: 'g',
  name: 'Salsa',
  required: false,
  min: 0,
  max: 0,
  options: [option('roja'), option('verde'), option('habanero', 500)],
  ...changes,
});

describe('addition group rules', () => {
  it('a required group asks for at least one even with a minimum of 0', () => {
    const salsa = group({ required: true, min: 0, max: 1 });
    expect(groupProblem(salsa, [])).toBe('Elige una opción de «Salsa».');
    expect(groupProblem(salsa, ['roja'])).toBeNull();
    expect(groupHint(salsa)).toBe('Obligatorio · elige 1');
  });

  it('a minimum above one says how many are missing; a maximum refuses more', () => {
    const two = group({ min: 2, max: 3 });
    expect(groupProblem(two, ['roja'])).toBe('Elige 1 más en «Salsa».');
    expect(groupProblem(two, ['roja', 'verde'])).toBeNull();
    expect(groupProblem(group({ max: 1 }), ['roja', 'verde'])).toBe('En «Salsa» elige como máximo 1.');
    expect(groupHint(two)).toBe('Obligatorio · elige de 2 a 3');
  });

  it('an optional group with no maximum allows every option', () => {
    const open = group({});
    expect(groupProblem(open, [])).toBeNull();
    expect(groupProblem(open, ['roja', 'verde', 'habanero'])).toBeNull();
    expect(groupHint(open)).toBe('Opcional · hasta 3');
  });

  it('one-choice groups act like radio buttons; full groups refuse one more', () => {
    const one = group({ max: 1 });
    let choice: AdditionChoice = toggleOption({}, one, 'roja');
    choice = toggleOption(choice, one, 'verde');
    expect(choice.g).toEqual(['verde']);
    expect(toggleOption(choice, one, 'verde').g).toEqual([]);
    const two = group({ max: 2 });
    choice = toggleOption(toggleOption({}, two, 'roja'), two, 'verde');
    expect(toggleOption(choice, two, 'habanero')).toBe(choice);
  });

  it('lists every unmet group of a product and prices the chosen additions', () => {
    const product: StorefrontProduct = {
      id: 'torta',
      name: 'Torta',
      description: '',
      price: 9000,
      image: null,
      soldOut: null,
      additionGroups: [
        group({ id: 'salsa', required: true, max: 1 }),
        group({ id: 'extras', name: 'Extras', options: [option('queso', 1200), option('aguacate', 1800)] }),
      ],
    };
    expect(choiceProblems(product, {})).toEqual([{ group: 'salsa', problem: 'Elige una opción de «Salsa».' }]);
    const choice = { salsa: ['habanero'], extras: ['aguacate', 'queso'] };
    expect(choiceProblems(product, choice)).toEqual([]);
    expect(chosenAdditions(product, choice).map((a) => a.product)).toEqual(['habanero', 'queso', 'aguacate']);
    expect(unitPriceWith(product, choice)).toBe(9000 + 500 + 1200 + 1800);
  });
});
