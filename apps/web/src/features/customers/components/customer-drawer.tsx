import {
  type BookCustomer,
  customerUpdateBodySchema,
  formatPhone,
  type PromotionsChannel,
  promotionsChannelLabels,
  promotionsChannels,
} from '@backoffice/shared';
import {
  Alert,
  Button,
  Drawer,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { ErrorState, MutationError } from '../../../components/query-state.tsx';
import { useMobileScreen } from '../../../hooks/use-mobile-screen.ts';
import { formatDateTime } from '../../../lib/clock.ts';
import { formatMoney } from '../../../lib/money.ts';
import { validateAs } from '../../../lib/schema-form.ts';
import { useEraseCustomer } from '../api/erase-customer.ts';
import { useCustomer } from '../api/get-customer.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={600}>{value}</Text>
  </Stack>
);

const channelOptions = promotionsChannels.map((value) => ({ value, label: promotionsChannelLabels[value] }));

type NotesDraft = { notes: string };
type PromotionsDraft = { promotions: { optIn: boolean; channel: PromotionsChannel | null } };

// The drawer's two forms send parts of PUT /api/customers: each is checked by the API's own schema.
const validateNotes = validateAs<NotesDraft>(customerUpdateBodySchema);
const validatePromotions = validateAs<PromotionsDraft>(customerUpdateBodySchema);

const NotesForm = ({ customer }: { customer: BookCustomer }) => {
  const form = useForm<NotesDraft>({ initialValues: { notes: customer.notes }, validate: validateNotes });
  const { setValues } = form;
  useEffect(() => setValues({ notes: customer.notes }), [customer.notes, setValues]);
  const update = useUpdateCustomer(customer.id);
  return (
    <form onSubmit={form.onSubmit(({ notes }) => update.mutate({ notes: notes.trim() }))} noValidate>
      <Stack gap="xs">
        <GrowingTextarea
          label="Notas del comercio"
          description="Lo que conviene recordar: «sin cebolla», «tocar fuerte»…"
          maxLength={500}
          minRows={2}
          {...form.getInputProps('notes')}
        />
        <MutationError mutation={update} title="No se guardaron las notas" />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="sm"
            loading={update.isPending}
            disabled={form.values.notes.trim() === customer.notes}
          >
            Guardar notas
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * The promotions answer: how the customer asked (the form's field), then the switch saves yes or no at once; a
 * switch pressed with no channel chosen gets the API's message on the channel.
 */
const PromotionsForm = ({ customer }: { customer: BookCustomer }) => {
  const form = useForm<PromotionsDraft>({
    initialValues: { promotions: { optIn: customer.promotions.optIn, channel: customer.promotions.channel } },
  });
  const update = useUpdateCustomer(customer.id);
  const answer = (optIn: boolean) => {
    const draft = { promotions: { ...form.values.promotions, optIn } };
    const errors = validatePromotions(draft);
    form.setErrors(errors);
    const { channel } = draft.promotions;
    if (Object.keys(errors).length === 0 && channel) update.mutate({ promotions: { optIn, channel } });
  };
  const answered = customer.promotions.at
    ? `${customer.promotions.optIn ? 'Aceptó' : 'No acepta'} · ${formatDateTime(customer.promotions.at)}${
        customer.promotions.channel ? ` · ${promotionsChannelLabels[customer.promotions.channel]}` : ''
      }`
    : 'Sin respuesta registrada: no recibe promociones.';
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Promociones por WhatsApp
      </Title>
      <Text size="sm" c="dimmed">
        Solo si el cliente lo pidió. Los avisos de sus pedidos no dependen de esto.
      </Text>
      <Select
        label="¿Cómo lo pidió?"
        placeholder="Elige el medio"
        data={channelOptions}
        allowDeselect={false}
        {...form.getInputProps('promotions.channel')}
      />
      <Switch
        label="Acepta recibir promociones"
        checked={customer.promotions.optIn}
        disabled={update.isPending}
        onChange={(event) => answer(event.currentTarget.checked)}
      />
      <Text size="xs" c="dimmed" data-testid="promotions-answer">
        {answered}
      </Text>
      <MutationError mutation={update} title="No se guardó la respuesta" />
    </Stack>
  );
};

const EraseButton = ({ customer, onErased }: { customer: BookCustomer; onErased: () => void }) => {
  const [asking, setAsking] = useState(false);
  const erase = useEraseCustomer();
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setAsking(true)}>
        Borrar datos del cliente
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title="¿Borrar los datos de este cliente?"
        centered
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
      >
        <Stack>
          <Text size="sm">
            Sus pedidos se quedan sin nombre, teléfono, dirección ni notas (los importes siguen en los reportes) y{' '}
            {customer.name || 'el cliente'} sale de la libreta. No se puede deshacer.
          </Text>
          <MutationError mutation={erase} title="No se borraron los datos" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancelar
            </Button>
            <Button
              color="red"
              loading={erase.isPending}
              onClick={() =>
                erase.mutate(customer.id, {
                  onSuccess: () => {
                    setAsking(false);
                    onErased();
                  },
                })
              }
            >
              Borrar datos
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};

const CustomerDetail = ({ customer, onClose }: { customer: BookCustomer; onClose: () => void }) => (
  <Stack gap="md">
    <Text c="dimmed">{formatPhone(customer.phone)}</Text>
    <SimpleGrid cols={2} spacing="sm">
      <Figure label="Pedidos entregados" value={String(customer.orderCount)} />
      <Figure label="Total gastado" value={formatMoney(customer.totalSpent)} />
      <Figure label="Ticket promedio" value={formatMoney(customer.averageTicket)} />
      <Figure label="Primer pedido" value={formatDateTime(customer.firstOrderAt)} />
      <Figure label="Último pedido" value={formatDateTime(customer.lastOrderAt)} />
    </SimpleGrid>
    <Stack gap={4}>
      <Title order={3} size="h5">
        Direcciones
      </Title>
      {customer.addresses.length === 0 ? (
        <Text size="sm" c="dimmed">
          Solo ha recogido en el local.
        </Text>
      ) : (
        customer.addresses.map((address) => (
          <Text key={address} size="sm">
            {address}
          </Text>
        ))
      )}
    </Stack>
    <NotesForm customer={customer} />
    <PromotionsForm customer={customer} />
    <EraseButton customer={customer} onErased={onClose} />
  </Stack>
);

/** A customer of the book: figures, addresses, the shop's notes, the promotions answer and deletion on request. */
export const CustomerDrawer = ({ id, onClose }: { id: string | null; onClose: () => void }) => {
  const mobile = useMobileScreen();
  const query = useCustomer(id);
  return (
    <Drawer
      opened={Boolean(id)}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 'md'}
      title={query.data?.name || 'Cliente'}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {query.isPending ? (
        <Group justify="center" p="lg">
          <Loader aria-label="Cargando cliente" />
        </Group>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : query.data ? (
        <CustomerDetail customer={query.data} onClose={onClose} />
      ) : (
        <Alert>No encontramos ese cliente.</Alert>
      )}
    </Drawer>
  );
};
