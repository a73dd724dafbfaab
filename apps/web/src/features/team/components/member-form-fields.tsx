import type { Company, PartnerRole } from '@backoffice/shared';
import { MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TeamKind } from '../api/team.ts';
import { roleLabels } from '../lib/role-labels.ts';

type Props = {
  kind: TeamKind;
  role: PartnerRole;
  onRole: (role: PartnerRole) => void;
  listenFor: string[];
  onListenFor: (ids: string[]) => void;
  companies: Company[] | undefined;
  loadingCompanies: boolean;
  roleLocked?: boolean;
  error?: string;
};

const roleHelp: Record<TeamKind, Record<PartnerRole, string>> = {
  partner: {
    admin: 'Ve todos los comercios y administra equipo, gastos, solicitudes y claves.',
    member: 'Atiende pedidos y mandados de los comercios que elijas abajo.',
  },
  fleet: {
    admin: 'Administra repartidores, equipo, perfil y vinculaciones con socios.',
    member: 'Sigue el tablero, mueve los mandados y pone repartidores en turno.',
  },
};

/** Role, and for a partner the followed companies (a fleet follows its riders), shared by the add and edit forms. */
export const MemberAccessFields = ({
  kind,
  role,
  onRole,
  listenFor,
  onListenFor,
  companies,
  loadingCompanies,
  roleLocked,
  error,
}: Props) => (
  <Stack gap="sm">
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Rol
      </Text>
      <SegmentedControl
        fullWidth
        disabled={roleLocked}
        value={role}
        onChange={(value) => onRole(value as PartnerRole)}
        data={[
          { value: 'member', label: roleLabels.member },
          { value: 'admin', label: roleLabels.admin },
        ]}
      />
      <Text size="xs" c="dimmed">
        {roleHelp[kind][role]}
      </Text>
    </Stack>
    {kind === 'partner' && role === 'member' && (
      <MultiSelect
        label="Comercios que sigue"
        description="Recibe en vivo los pedidos y mandados de estos comercios. Sin ninguno, su pantalla queda vacía."
        placeholder={loadingCompanies ? 'Cargando comercios…' : 'Elige comercios'}
        data={(companies ?? []).map((company) => ({ value: company.id, label: company.name }))}
        value={listenFor}
        onChange={onListenFor}
        searchable
        clearable
        nothingFoundMessage="Sin comercios con ese nombre"
        error={error}
        comboboxProps={{ withinPortal: true }}
      />
    )}
  </Stack>
);
