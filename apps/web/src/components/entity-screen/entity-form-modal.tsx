import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useRef } from 'react';
import type { z } from 'zod';
import { useMobileScreen } from '../../hooks/use-mobile-screen.ts';
import { MutationError } from '../query-state.tsx';
import { useSaveEntity } from './entity-api.ts';
import type { EntityDefinition, FormValues } from './entity-definition.ts';
import { EntityFieldInput } from './entity-field.tsx';
import { apiFieldErrors, locationErrors, schemaFieldErrors } from './form-errors.ts';
import { createdTitle, formTitle } from './form-title.ts';

type Props<T extends { id: string }> = {
  definition: EntityDefinition<T>;
  /** The item being edited, null for a new one; undefined when closed. */
  item: T | null | undefined;
  onClose: () => void;
};

/**
 * The form of one kind, for a new item or an existing one: its fields in @mantine/form, checked by the kind's
 * shared schema on the body it would send (decision 060), then by the API, whose field messages land on the fields.
 */
export const EntityFormModal = <T extends { id: string }>({ definition, item, onClose }: Props<T>) => {
  const mobile = useMobileScreen();
  const save = useSaveEntity(definition);
  // The kind's schema downloads as the form opens; a submit made before it is here waits for it (offline, the API
  // checks the body and its messages land on the fields the same way).
  const schema = useRef<z.ZodType | null>(null);
  const loadSchema = () =>
    definition.schema
      ? definition.schema().then(
          (loaded) => {
            schema.current = loaded;
          },
          () => {},
        )
      : Promise.resolve();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per kind
  useEffect(() => {
    void loadSchema();
  }, [definition]);
  const form = useForm<FormValues>({
    initialValues: item === undefined ? {} : definition.toValues(item),
    validate: (values): FormErrors =>
      schema.current ? schemaFieldErrors(schema.current, definition.toBody(values, item ?? null)) : {},
  });
  const { setValues, clearErrors } = form;
  const opened = item !== undefined;
  const readOnly = Boolean(item && definition.canEdit && !definition.canEdit(item));

  useEffect(() => {
    if (item === undefined) return;
    setValues(definition.toValues(item));
    clearErrors();
    save.reset();
  }, [item, definition, save.reset, setValues, clearErrors]);

  const send = (values: FormValues) =>
    save.mutate(
      { id: item?.id ?? null, body: definition.toBody(values, item ?? null) },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: item ? 'Cambios guardados' : createdTitle(definition),
            message: String(values.name ?? ''),
          });
          onClose();
        },
        onError: (failure) => form.setErrors(apiFieldErrors(failure)),
      },
    );
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    if (schema.current || !definition.schema) return form.onSubmit(send)(event);
    event?.preventDefault();
    void loadSchema().then(() => form.onSubmit(send)());
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
              {definition.fields.map((field) => {
                const errors = form.errors as Record<string, string>;
                return (
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
                      value={form.values[field.name]}
                      error={field.kind === 'location' ? locationErrors(errors, field.name) : errors[field.name]}
                      onChange={(value) => form.setFieldValue(field.name, value)}
                    />
                  </div>
                );
              })}
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
