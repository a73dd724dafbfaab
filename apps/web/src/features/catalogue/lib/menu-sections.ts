import type { AdditionGroupInput, Product } from '@backoffice/shared';

export type MenuSection = { name: string; products: Product[] };

const byPositionThenName = (a: Product, b: Product) => a.position - b.position || a.name.localeCompare(b.name, 'es');

/** Sections in the order the menu lists them (the API's), products by their position in the section. */
export const groupBySection = (products: Product[]): MenuSection[] => {
  const sections = new Map<string, Product[]>();
  for (const product of products) sections.set(product.section, [...(sections.get(product.section) ?? []), product]);
  return [...sections].map(([name, items]) => ({ name, products: [...items].sort(byPositionThenName) }));
};

export const sectionNames = (products: Product[]) =>
  [...new Set(products.map((product) => product.section))].sort((a, b) => a.localeCompare(b, 'es'));

/** "Elige 1" / "Elige hasta 3" / "Elige de 1 a 3", as a customer reads a group's rule. */
export const choiceRule = (group: Pick<AdditionGroupInput, 'required' | 'min' | 'max'>) => {
  const min = group.min ?? 0;
  if (min === group.max) return `Elige ${group.max}`;
  if (min <= 0) return `Elige hasta ${group.max}`;
  return `Elige de ${min} a ${group.max}`;
};
