import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Ref } from 'react';
import type { EntityDefinition } from './entity-definition.ts';

export type RowMenuProps<T extends { id: string } = { id: string }> = {
  definition: EntityDefinition<T>;
  item: T;
  onOpen: (item: T) => void;
  onRemove: (item: T) => void;
  buttonRef: Ref<HTMLButtonElement>;
};

/** The row's menu (edit or view, remove), a chunk of its own: entity-table.tsx brings it when reached (decision 057). */
export const RowMenu = <T extends { id: string }>({
  definition,
  item,
  onOpen,
  onRemove,
  buttonRef,
}: RowMenuProps<T>) => {
  const editable = !definition.canEdit || definition.canEdit(item);
  const removable = editable && (definition.canRemove ? definition.canRemove(item) : true);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          ref={buttonRef}
          variant="subtle"
          color="gray"
          aria-label="Acciones"
          onClick={(event) => event.stopPropagation()}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        <Menu.Item
          leftSection={editable ? <IconPencil size={16} /> : <IconEye size={16} />}
          onClick={() => onOpen(item)}
        >
          {editable ? 'Editar' : 'Ver'}
        </Menu.Item>
        {removable && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onRemove(item)}>
            Eliminar
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
};
