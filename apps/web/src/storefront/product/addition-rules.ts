import { additionGroupAccepts, additionGroupMax, additionGroupMin } from '@backoffice/shared/addition-group-rule';
import type { StorefrontProduct } from '@backoffice/shared/storefront';

type Group = StorefrontProduct['additionGroups'][number];
/** The chosen additions by group id (each chosen once; the intake counts quantities the same way). */
export type AdditionChoice = Record<string, string[]>;

export const groupMinimum = additionGroupMin;
/** A group with no limit takes every option once. */
export const groupMaximum = (group: Group) => additionGroupMax(group) ?? group.options.length;

/** How the group is explained next to its name: "Obligatorio · elige 1", "Opcional · hasta 3". */
export const groupHint = (group: Group) => {
  const min = groupMinimum(group);
  const max = groupMaximum(group);
  const how = min === max ? `elige ${min}` : min > 0 ? `elige de ${min} a ${max}` : `hasta ${max}`;
  return `${min > 0 ? 'Obligatorio' : 'Opcional'} · ${how}`;
};

/** What is wrong with the choice of one group, in Spanish, or null. */
export const groupProblem = (group: Group, chosen: string[] = []) => {
  if (additionGroupAccepts(group, chosen.length)) return null;
  const min = groupMinimum(group);
  if (chosen.length < min) {
    const missing = min - chosen.length;
    return min === 1 ? `Elige una opción de «${group.name}».` : `Elige ${missing} más en «${group.name}».`;
  }
  return `En «${group.name}» elige como máximo ${groupMaximum(group)}.`;
};

export const choiceProblems = (product: StorefrontProduct, choice: AdditionChoice) =>
  product.additionGroups
    .map((group) => ({ group: group.id, problem: groupProblem(group, choice[group.id]) }))
    .filter((entry): entry is { group: string; problem: string } => entry.problem !== null);

/**
 * Ticks or unticks an option. A group of one choice behaves like radio buttons (the new option replaces the
 * old); a full group refuses another option until one is unticked.
 */
export const toggleOption = (choice: AdditionChoice, group: Group, option: string): AdditionChoice => {
  const chosen = choice[group.id] ?? [];
  if (chosen.includes(option)) return { ...choice, [group.id]: chosen.filter((id) => id !== option) };
  const max = groupMaximum(group);
  if (max === 1) return { ...choice, [group.id]: [option] };
  if (chosen.length >= max) return choice;
  return { ...choice, [group.id]: [...chosen, option] };
};

/** The chosen additions with their names and prices, in the menu's order. */
export const chosenAdditions = (product: StorefrontProduct, choice: AdditionChoice) =>
  product.additionGroups.flatMap((group) =>
    group.options
      .filter((option) => (choice[group.id] ?? []).includes(option.product))
      .map((option) => ({ product: option.product, name: option.name, price: option.price })),
  );

export const unitPriceWith = (product: StorefrontProduct, choice: AdditionChoice) =>
  product.price + chosenAdditions(product, choice).reduce((sum, addition) => sum + addition.price, 0);
