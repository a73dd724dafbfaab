import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useMobileScreen } from '../../hooks/use-mobile-screen.ts';
import { MutationError } from '../query-state.tsx';
import { useSaveEntity } from './entity-api.ts';
import type { EntityDefinition, FormValues } from './entity-definition.ts';
import { EntityFieldInput } from './entity-field.tsx';
import { apiFieldErrors, type FieldErrors, locationErrors, schemaFieldErrors } from './form-errors.ts';

type Props<T extends { id: string }> = {
  definition: EntityDefinition<T>;
  /** The item being edited, null for a new one; undefined when closed. */
  item: T | null | undefined;
  onClose: () => void;
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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

/** The form of one kind, for a new item or an existing one; checks with the shared schema, then the API. */
export const EntityFormModal = <T extends { id: string }>({ definition, item, onClose }: Props<T>) => {
  const mobile = useMobileScreen();
  const save = useSaveEntity(definition);
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const opened = item !== undefined;
  const readOnly = Boolean(item && definition.canEdit && !definition.canEdit(item));

  useEffect(() => {
    if (item === undefined) return;
    setValues(definition.toValues(item));
    setErrors({});
    save.reset();
  }, [item, definition, save.reset]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = definition.toBody(values, item ?? null);
    const local = definition.schema ? schemaFieldErrors(definition.schema, body) : {};
    setErrors(local);
    if (Object.keys(local).length) return;
    save.mutate(
      { id: item?.id ?? null, body },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: item
              ? 'Cambios guardados'
              : `${capitalize(definition.singular)} ${definition.feminine ? 'creada' : 'creado'}`,
            message: String(values.name ?? ''),
          });
          onClose();
        },
        onError: (failure) => setErrors(apiFieldErrors(failure)),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={formTitle(definition, Boolean(item), readOnly)}
      size="lg"
      fullScreen={mobile}
      centered
    >
      <form onSubmit={submit} noValidate data-testid={`${definition.kind}-form`}>
        <Stack>
          <MutationError mutation={save} title="No se pudo guardar" />
          <fieldset disabled={readOnly || save.isPending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {definition.fields.map((field) => (
                <div
                  key={field.name}
                  style={
                    field.wide || field.kind === 'location' || field.kind === 'textarea'
                      ? { gridColumn: '1 / -1' }
                      : undefined
                  }
                >
                  <EntityFieldInput
                    field={field}
                    value={values[field.name]}
                    error={field.kind === 'location' ? locationErrors(errors, field.name) : errors[field.name]}
                    onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
                  />
                </div>
              ))}
            </SimpleGrid>
          </fieldset>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {readOnly ? 'Cerrar' : 'Cancelar'}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={save.isPending}>
                Guardar
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
