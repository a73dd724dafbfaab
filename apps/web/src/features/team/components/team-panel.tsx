import type { CreatedTeamMember, TeamMember } from '@backoffice/shared';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';
import { OneTimeSecret } from '../../../components/one-time-secret.tsx';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { type TeamKind, usePartnerCompanies, useTeam } from '../api/team.ts';
import { lastActivityText, teamTimeZone } from '../lib/last-activity.ts';
import { roleLabels } from '../lib/role-labels.ts';

// The member dialogs (Modal, the role and companies fields with MultiSelect, the schema) download when one opens:
// the panel sits on the partner's and the fleet's account screens, drawn at first paint (decision 057).
const AddMemberModal = lazyScreen(() =>
  import('./add-member-modal.tsx').then((module) => ({ default: module.AddMemberModal })),
);
const EditMemberModal = lazyScreen(() =>
  import('./edit-member-modal.tsx').then((module) => ({ default: module.EditMemberModal })),
);
const RemoveMemberModal = lazyScreen(() =>
  import('./remove-member-modal.tsx').then((module) => ({ default: module.RemoveMemberModal })),
);

type Props = { kind: TeamKind; selfId: string; companyIds?: string[] };

const intro: Record<TeamKind, { lead: string; empty: string }> = {
  partner: {
    lead: 'Quién entra a tu operación, con qué rol y qué comercios atiende.',
    empty: 'Agrega a las personas que atienden tus comercios.',
  },
  fleet: {
    lead: 'Quién entra a tu flota y con qué rol.',
    empty: 'Agrega a las personas que coordinan a tus repartidores.',
  },
};

/** /account of a partner or a fleet, admins: the sign-ins, their role and (partners) the companies each follows. */
export const TeamPanel = ({ kind, selfId, companyIds = [] }: Props) => {
  const team = useTeam(kind);
  const companies = usePartnerCompanies(companyIds);
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedTeamMember | null>(null);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const timeZone = teamTimeZone(companies.data);
  const nameOf = new Map((companies.data ?? []).map((company) => [company.id, company.name]));

  const follows = (member: TeamMember) => {
    if (member.role === 'admin') return 'Todos los comercios';
    if (member.listen_for.length === 0) return 'Ningún comercio todavía';
    return member.listen_for.map((id) => nameOf.get(id) ?? 'Comercio').join(', ');
  };

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
            <Title order={4}>Equipo</Title>
            <Text size="sm" c="dimmed">
              {intro[kind].lead}
            </Text>
          </Stack>
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
            Agregar persona
          </Button>
        </Group>
        {created && (
          <OneTimeSecret
            title={`${created.member.name} ya tiene acceso`}
            label="Copiar contraseña"
            value={created.password}
            testId="member-first-password"
            onClose={() => setCreated(null)}
          />
        )}
        {team.isPending ? (
          <Skeleton h={120} radius="md" />
        ) : team.isError ? (
          <ErrorState error={team.error} onRetry={() => team.refetch()} retrying={team.isFetching} />
        ) : team.data.length === 0 ? (
          <EmptyState title="Aún no hay nadie más" description={intro[kind].empty} />
        ) : (
          <Stack gap="xs">
            {team.data.map((member) => (
              <Paper key={member.id} withBorder p="sm" radius="md" data-testid="team-member">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
                    <Group gap="xs">
                      <Text fw={600}>{member.name}</Text>
                      <Badge variant="light" color={member.role === 'admin' ? 'grape' : 'blue'}>
                        {roleLabels[member.role]}
                      </Badge>
                      {member.id === selfId && <Badge variant="outline">Tú</Badge>}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {member.email}
                    </Text>
                    {kind === 'partner' && <Text size="sm">Sigue: {follows(member)}</Text>}
                    <Text size="xs" c="dimmed">
                      {lastActivityText(member.lastSeenAt, timeZone)}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Button size="xs" variant="light" onClick={() => setEditing(member)}>
                      Editar acceso
                    </Button>
                    {member.id !== selfId && (
                      <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(member)}>
                        Quitar acceso
                      </Button>
                    )}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      {adding && (
        <LazyDialog
          title="Agregar persona al equipo"
          place="center"
          onClose={() => setAdding(false)}
          errorTitle="No pudimos abrir el formulario"
        >
          <AddMemberModal
            kind={kind}
            opened
            onClose={() => setAdding(false)}
            onCreated={setCreated}
            companies={companies.data}
            loadingCompanies={companies.isPending && companyIds.length > 0}
          />
        </LazyDialog>
      )}
      {editing && (
        <LazyDialog
          title={`Acceso de ${editing.name}`}
          place="center"
          onClose={() => setEditing(null)}
          errorTitle="No pudimos abrir el formulario"
        >
          <EditMemberModal
            kind={kind}
            member={editing}
            isSelf={editing.id === selfId}
            onClose={() => setEditing(null)}
            companies={companies.data}
            loadingCompanies={companies.isPending && companyIds.length > 0}
          />
        </LazyDialog>
      )}
      {removing && (
        <LazyDialog
          title="Quitar acceso"
          place="center"
          onClose={() => setRemoving(null)}
          errorTitle="No pudimos abrir el aviso"
        >
          <RemoveMemberModal kind={kind} member={removing} onClose={() => setRemoving(null)} />
        </LazyDialog>
      )}
    </Paper>
  );
};
