import { zoneCreateBodySchema } from '@backoffice/shared';
import {
  Button,
  ColorInput,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { apiFieldErrors, type FieldErrors, schemaFieldErrors } from '../../../components/entity-screen/form-errors.ts';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { errorMessage, MutationError } from '../../../components/query-state.tsx';
import { useMobileScreen } from '../../../hooks/use-mobile-screen.ts';
import { useAssignableCompanies, useSaveZone } from '../api/zones-api.ts';
import { parseZoneAreas, zoneAreasText } from '../lib/zone-areas.ts';
import { ZONE_COLOURS, type ZoneDraft } from '../lib/zone-draft.ts';

type Values = {
  name: string;
  color: string;
  deliveryFee: number;
  minimumOrder: number;
  minutes: number;
  active: boolean;
  companies: string[];
  /** Postal codes and colonias, comma or newline separated (parsed on save). */
  areas: string;
};

const valuesOf = (draft: ZoneDraft, allCompanies: string[]): Values =>
  'zone' in draft
    ? {
        name: draft.zone.name,
        color: draft.zone.color,
        deliveryFee: draft.zone.deliveryFee,
        minimumOrder: draft.zone.minimumOrder,
        minutes: draft.zone.minutes,
        active: draft.zone.active,
        companies: draft.zone.companies,
        areas: zoneAreasText(draft.zone),
      }
    : {
        name: '',
        color: draft.colour,
        deliveryFee: 3000,
        minimumOrder: 0,
        minutes: 30,
        active: true,
        companies: allCompanies,
        areas: '',
      };

/** The body the form would send: the areas text parsed into postal codes and colonias. */
const zoneBody = ({ areas, ...fields }: Values) => {
  const { error: areasError, ...lists } = parseZoneAreas(areas);
  return { body: { ...fields, ...lists, name: fields.name.trim() }, areasError };
};

/** The form's check: the body by the API's own schema (zoneCreateBodySchema), and the areas text. */
const zoneErrors = (draft: ZoneDraft, values: Values): FieldErrors => {
  const { body, areasError } = zoneBody(values);
  const errors = schemaFieldErrors(zoneCreateBodySchema, {
    geometry: 'zone' in draft ? draft.zone.geometry : draft.geometry,
    ...body,
  });
  if (areasError) errors.areas = areasError;
  return errors;
};

const closedValues: Values = {
  name: '',
  color: ZONE_COLOURS[0],
  deliveryFee: 0,
  minimumOrder: 0,
  minutes: 30,
  active: true,
  companies: [],
  areas: '',
};

type Props = { draft: ZoneDraft | null; onClose: () => void; onSaved: (id: string) => void };

/** Name, colour, fee, minimum order, minutes, active and companies of a zone; the shape comes from the map. */
export const ZoneFormModal = ({ draft, onClose, onSaved }: Props) => {
  const mobile = useMobileScreen();
  const companies = useAssignableCompanies();
  const save = useSaveZone();
  // The fields in @mantine/form; the shape comes from the map, read when the form is checked.
  const shape = useRef(draft);
  shape.current = draft;
  const form = useForm<Values>({
    // Filled from the draft when one opens (below); a closed modal shows nothing.
    initialValues: draft ? valuesOf(draft, []) : closedValues,
    validate: (current) => (shape.current ? zoneErrors(shape.current, current) : {}),
  });
  const { setValues, clearErrors } = form;
  const values = form.values;
  const errors = form.errors as FieldErrors;
  const set = <K extends keyof Values>(key: K, value: Values[K]) => form.setFieldValue(key, value as never);

  useEffect(() => {
    if (!draft) return;
    setValues(valuesOf(draft, []));
    clearErrors();
    save.reset();
  }, [draft, save.reset, setValues, clearErrors]);

  // A new zone serves every company until the operator says otherwise: the common case in one city.
  useEffect(() => {
    if (draft && !('zone' in draft) && companies.data)
      setValues((current) => (current.companies?.length === 0 ? { companies: companies.data.map((c) => c.id) } : {}));
  }, [draft, companies.data, setValues]);

  const submit = form.onSubmit((checked) => {
    if (!draft) return;
    const { body } = zoneBody(checked);
    save.mutate(
      'zone' in draft ? { id: draft.zone.id, body } : { id: null, body: { ...body, geometry: draft.geometry } },
      {
        onSuccess: (zone) => {
          notifications.show({ color: 'green', title: 'Zona guardada', message: zone.name });
          onSaved(zone.id);
        },
        onError: (failure) => form.setErrors(apiFieldErrors(failure)),
      },
    );
  });

  return (
    <Modal
      opened={draft !== null}
      onClose={onClose}
      title={draft && 'zone' in draft ? 'Editar zona' : 'Nueva zona'}
      fullScreen={mobile}
      size="lg"
      centered
    >
      {draft && (
        <form onSubmit={submit} noValidate data-testid="zone-form">
          <Stack>
            <MutationError mutation={save} title="No se pudo guardar la zona" />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Nombre"
                withAsterisk
                data-autofocus
                value={values.name}
                onChange={(event) => set('name', event.currentTarget.value)}
                error={errors.name}
                maxLength={120}
              />
              <ColorInput
                label="Color"
                value={values.color}
                onChange={(color) => set('color', color)}
                swatches={ZONE_COLOURS}
                format="hex"
                error={errors.color}
              />
              <MoneyInput
                label="Costo de envío"
                value={values.deliveryFee / 100}
                onChange={(pesos) => set('deliveryFee', typeof pesos === 'number' ? Math.round(pesos * 100) : 0)}
                error={errors.deliveryFee}
              />
              <MoneyInput
                label="Pedido mínimo"
                value={values.minimumOrder / 100}
                onChange={(pesos) => set('minimumOrder', typeof pesos === 'number' ? Math.round(pesos * 100) : 0)}
                error={errors.minimumOrder}
              />
              <NumberInput
                label="Minutos estimados de entrega"
                min={1}
                max={600}
                suffix=" min"
                value={values.minutes}
                onChange={(minutes) => set('minutes', typeof minutes === 'number' ? minutes : 0)}
                error={errors.minutes}
              />
              <Switch
                label="Activa"
                description="Una zona inactiva no cobra ni limita pedidos."
                checked={values.active}
                onChange={(event) => set('active', event.currentTarget.checked)}
                mt="md"
              />
            </SimpleGrid>
            <MultiSelect
              label="Comercios que entregan en esta zona"
              placeholder={companies.isPending ? 'Cargando comercios…' : 'Elige comercios'}
              data={(companies.data ?? []).map((company) => ({
                value: company.id,
                label: `${company.name} · ${company.city}`,
              }))}
              value={values.companies}
              onChange={(ids) => set('companies', ids)}
              searchable
              clearable
              error={errors.companies ?? (companies.isError ? errorMessage(companies.error) : undefined)}
              comboboxProps={{ withinPortal: true }}
            />
            <GrowingTextarea
              label="Códigos postales y colonias (opcional)"
              description="Separados por comas o en líneas. Sin mapa, un pedido con uno de estos códigos postales o colonias paga el envío de esta zona."
              placeholder="44100, 44160, Col. Americana"
              minRows={2}
              maxRows={6}
              value={values.areas}
              onChange={(event) => set('areas', event.currentTarget.value)}
              error={errors.areas ?? errors.postalCodes ?? errors.colonias}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit" loading={save.isPending}>
                Guardar zona
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
};
