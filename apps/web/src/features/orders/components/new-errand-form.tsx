import { type Errand, type ErrandIntake, errandWithPickupSchema } from '@backoffice/shared';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { type LatLng, LocationPicker } from '../../../components/map/location-picker.tsx';
import { CentsInput } from '../../../components/money-input.tsx';
import { MutationError } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { confirmDone } from '../../../lib/confirm-done.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { useCreateErrand } from '../api/create-errand.ts';
import type { createIdempotencyKeys } from '../lib/take-order-form.ts';

const NO_COMPANY = '';
// The API's limits (errandIntakeSchema), in pesos: the input stops there instead of a refusal in cents.
const MAX_FEE_PESOS = 10_000;
const MAX_TO_COLLECT_PESOS = 100_000;

export type NewErrandForm = {
  pickup: string;
  pin: LatLng | null;
  dropoff: string;
  receiver: string;
  phone: string;
  fee: number;
  amountToCollect: number;
  notes: string;
  company: string;
};

export const emptyErrandForm = (company = NO_COMPANY): NewErrandForm => ({
  pickup: '',
  pin: null,
  dropoff: '',
  receiver: '',
  phone: '',
  fee: 0,
  amountToCollect: 0,
  notes: '',
  company,
});

/** What a dispatcher typed, as the body of POST /api/errands (empty optional fields left out). */
export const errandIntakeFrom = (form: NewErrandForm): ErrandIntake => {
  const pickup = form.pickup.trim();
  const receiver = form.receiver.trim();
  const phone = form.phone.trim();
  const notes = form.notes.trim();
  return {
    ...(form.company ? { company: form.company } : {}),
    ...(pickup ? { pickup: { address: pickup, ...(form.pin ?? {}) } } : {}),
    dropoff: { address: form.dropoff.trim(), ...(receiver ? { name: receiver } : {}), ...(phone ? { phone } : {}) },
    ...(notes ? { notes } : {}),
    fee: form.fee,
    amountToCollect: form.amountToCollect,
  };
};

/** The body's field paths (the API's, without `body.`) as the form's fields. */
const formFieldOf: Record<string, keyof NewErrandForm> = {
  company: 'company',
  pickup: 'pickup',
  'pickup.address': 'pickup',
  'pickup.name': 'pickup',
  dropoff: 'dropoff',
  'dropoff.address': 'dropoff',
  'dropoff.name': 'receiver',
  'dropoff.phone': 'phone',
  notes: 'notes',
  fee: 'fee',
  amountToCollect: 'amountToCollect',
};

type FieldErrors = Partial<Record<keyof NewErrandForm, string>>;

/** Body paths and their messages (the schema's or the API's) as the form's errors, the first per field. */
export const errandFieldErrors = (byPath: Record<string, string>): FieldErrors => {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(byPath)) {
    const field = formFieldOf[path.replace(/^body\./, '')];
    if (field && message) errors[field] ??= message;
  }
  return errors;
};

/** The form's check: the body it would send, by the API's own schema and messages. */
export const errandFormErrors = (form: NewErrandForm): FormErrors => {
  const parsed = errandWithPickupSchema.safeParse(errandIntakeFrom(form));
  if (parsed.success) return {};
  return errandFieldErrors(
    Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  );
};

type Props = {
  /** The partner's companies a dispatcher may name (its listened ones). */
  companies: { id: string; name: string }[];
  /** An admin may leave the company out; a member names one of its companies. */
  companyOptional: boolean;
  /** One key per errand typed: a double submit of the same body is one errand. */
  keys: ReturnType<typeof createIdempotencyKeys>;
  onCreated: (errand: Errand) => void;
  onCancel: () => void;
};

/**
 * The fields of "Nuevo mandado" in `@mantine/form`, checked by the API's own schema (`errandWithPickupSchema`):
 * a field says what POST /api/errands would answer, and a 400's details go back onto the fields. Its own chunk,
 * loaded when the modal opens: the board's first load does not carry the form library (decision 057).
 */
const NewErrandFields = ({ companies, companyOptional, keys, onCreated, onCancel }: Props) => {
  const defaultCompany = companyOptional || companies.length === 0 ? NO_COMPANY : companies[0].id;
  const form = useForm<NewErrandForm>({
    initialValues: emptyErrandForm(defaultCompany),
    validate: (values) => errandFormErrors({ ...values, company: values.company || defaultCompany }),
  });
  const values = form.values;
  const errors = form.errors;
  const [showMap, setShowMap] = useState(false);
  const create = useCreateErrand();
  // A member must name a company; the list may arrive after the form was made.
  const company = values.company || defaultCompany;
  // Typing in a field clears its error (the form's default); the others stay until fixed.
  const set = <K extends keyof NewErrandForm>(key: K, value: NewErrandForm[K]) =>
    form.setFieldValue(key, value as never);
  const submit = form.onSubmit((checked) => {
    if (create.isPending) return;
    const body = errandIntakeFrom({ ...checked, company });
    create.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (errand) => {
          confirmDone(`Mandado #${errand.number} creado.`);
          // The next errand is another one, even if it is typed the same.
          keys.reset();
          onCreated(errand);
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(errandFieldErrors(fieldErrorsFromApi(error.details)));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Recoger en"
          description={companyOptional ? 'Dirección o lugar; vacío con un comercio elegido: se recoge ahí.' : undefined}
          placeholder="Calle, número, colonia o lugar"
          data-autofocus
          // Mounted after the modal opened (its own chunk): the trap's first focus has passed by then.
          autoFocus
          value={values.pickup}
          onChange={(event) => set('pickup', event.currentTarget.value)}
          error={errors.pickup}
          maxLength={300}
          autoComplete="off"
        />
        {showMap ? (
          // The map is optional help for the pickup: the picker is drawn whole at the press, and Leaflet comes
          // into the map's own box (location-picker.tsx), so the fields below do not move twice.
          <LocationPicker label="Punto de recogida" value={values.pin} onChange={(pin) => set('pin', pin)} />
        ) : (
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconMapPin size={16} />}
              onClick={() => setShowMap(true)}
            >
              Marcar en el mapa (opcional)
            </Button>
          </Group>
        )}
        <TextInput
          label="Entregar en"
          placeholder="Calle, número, colonia"
          required
          value={values.dropoff}
          onChange={(event) => set('dropoff', event.currentTarget.value)}
          error={errors.dropoff}
          maxLength={300}
          autoComplete="off"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ alignItems: 'end' }}>
          <TextInput
            label="Quién recibe"
            value={values.receiver}
            onChange={(event) => set('receiver', event.currentTarget.value)}
            error={errors.receiver}
            maxLength={120}
            autoComplete="off"
          />
          <TextInput
            label="Teléfono de quien recibe"
            type="tel"
            value={values.phone}
            onChange={(event) => set('phone', event.currentTarget.value)}
            error={errors.phone}
            maxLength={30}
            autoComplete="off"
          />
          <CentsInput
            label="Tarifa del mandado"
            cents={values.fee}
            onCents={(cents) => set('fee', cents)}
            error={errors.fee}
            max={MAX_FEE_PESOS}
          />
          <CentsInput
            label="Cobrar al entregar"
            description="En efectivo; 0 si nada."
            cents={values.amountToCollect}
            onCents={(cents) => set('amountToCollect', cents)}
            error={errors.amountToCollect}
            max={MAX_TO_COLLECT_PESOS}
          />
        </SimpleGrid>
        <TextInput
          label="Nota para el repartidor"
          value={values.notes}
          onChange={(event) => set('notes', event.currentTarget.value)}
          error={errors.notes}
          maxLength={500}
          autoComplete="off"
        />
        {companies.length > 0 && (
          <Select
            label="Comercio"
            description={companyOptional ? 'Opcional: el mandado queda a cuenta de ese comercio.' : undefined}
            allowDeselect={false}
            value={company}
            error={errors.company}
            onChange={(value) => set('company', value ?? NO_COMPANY)}
            data={[
              ...(companyOptional ? [{ value: NO_COMPANY, label: 'Sin comercio' }] : []),
              ...companies.map((company) => ({ value: company.id, label: company.name })),
            ]}
          />
        )}
        <MutationError mutation={create} title="No pudimos crear el mandado" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={create.isPending}>
            Crear mandado
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

export default NewErrandFields;
