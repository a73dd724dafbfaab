import type { EntityDefinition } from './entity-definition.ts';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Nueva base", "Editar base", or the kind's name alone when the item is read-only. */
export const formTitle = (
  definition: Pick<EntityDefinition<{ id: string }>, 'singular' | 'feminine'>,
  editing: boolean,
  readOnly = false,
) =>
  readOnly
    ? capitalize(definition.singular)
    : editing
      ? `Editar ${definition.singular}`
      : `${definition.feminine ? 'Nueva' : 'Nuevo'} ${definition.singular}`;

/** "Base creada", "Gasto creado". */
export const createdTitle = (definition: Pick<EntityDefinition<{ id: string }>, 'singular' | 'feminine'>) =>
  `${capitalize(definition.singular)} ${definition.feminine ? 'creada' : 'creado'}`;
