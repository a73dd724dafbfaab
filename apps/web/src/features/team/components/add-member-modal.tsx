import { type Company, type CreatedTeamMember, type PartnerRole, teamMemberCreateBodySchema } from '@backoffice/shared';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { MutationError } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { validateAs } from '../../../lib/schema-form.ts';
import { type TeamKind, useAddMember } from '../api/team.ts';
import { MemberAccessFields } from './member-form-fields.tsx';

type Props = {
  kind: TeamKind;
  opened: boolean;
  onClose: () => void;
  onCreated: (created: CreatedTeamMember) => void;
  companies: Company[] | undefined;
  loadingCompanies: boolean;
};

/** Name, e-mail, role and companies; the server makes the first password and shows it once. */
export const AddMemberModal = ({ kind, opened, onClose, onCreated, companies, loadingCompanies }: Props) => {
  const add = useAddMember(kind);
  const form = useForm({
    initialValues: { name: '', email: '', role: 'member' as PartnerRole, listen_for: [] as string[] },
    // The API's own schema and messages, on what would be sent.
    validate: validateAs(teamMemberCreateBodySchema, (values: { name: string; email: string; role: PartnerRole }) => ({
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
    })),
  });
  // A new dispatcher follows every company until the admin narrows it: an empty follow list is a silent screen.
  const [followChosen, setFollowChosen] = useState(false);
  const followed = followChosen ? form.values.listen_for : (companies ?? []).map((company) => company.id);
  const close = () => {
    add.reset();
    form.reset();
    setFollowChosen(false);
    onClose();
  };
  const submit = form.onSubmit((values) =>
    add.mutate(
      {
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        listen_for: values.role === 'admin' ? [] : followed,
      },
      {
        onSuccess: (created) => {
          onCreated(created);
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(fieldErrorsFromApi(error.details));
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title="Agregar persona al equipo" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Nombre" required maxLength={120} {...form.getInputProps('name')} />
          <TextInput label="Correo" type="email" required autoComplete="off" {...form.getInputProps('email')} />
          <MemberAccessFields
            kind={kind}
            role={form.values.role}
            onRole={(role) => form.setFieldValue('role', role)}
            listenFor={followed}
            onListenFor={(ids) => {
              setFollowChosen(true);
              form.setFieldValue('listen_for', ids);
            }}
            companies={companies}
            loadingCompanies={loadingCompanies}
            error={form.errors.listen_for as string | undefined}
          />
          <MutationError mutation={add} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" loading={add.isPending}>
              Agregar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
