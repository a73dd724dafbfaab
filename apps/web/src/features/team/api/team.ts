import type { TeamMemberCreateBody, TeamMemberUpdateBody } from '@backoffice/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Whose sign-ins: the partner's (/account of a partner) or the fleet's (/account of a fleet). */
export type TeamKind = 'partner' | 'fleet';

const keyOf = (kind: TeamKind) => ['team', kind] as const;

export const useTeam = (kind: TeamKind) =>
  useQuery({
    queryKey: keyOf(kind),
    queryFn: () => (kind === 'partner' ? api.GET('/api/partners/team') : api.GET('/api/fleets/team')),
  });

/** Names of the partner's companies, for choosing what a member follows (an admin's listen_for holds them all). */
export const usePartnerCompanies = (ids: string[]) =>
  useQuery({
    queryKey: ['team', 'partner', 'companies', ids],
    queryFn: () => api.POST('/api/companies/id-in', { body: { ids } }),
    enabled: ids.length > 0,
  });

const useTeamMutation = <Input, Output>(kind: TeamKind, mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(kind) }) });
};

export const useAddMember = (kind: TeamKind) =>
  useTeamMutation(kind, (body: TeamMemberCreateBody) =>
    kind === 'partner' ? api.POST('/api/partners/team', { body }) : api.POST('/api/fleets/team', { body }),
  );

export const useUpdateMember = (kind: TeamKind) =>
  useTeamMutation(kind, ({ id, body }: { id: string; body: TeamMemberUpdateBody }) =>
    kind === 'partner'
      ? api.PUT('/api/partners/team', { params: { query: { id } }, body })
      : api.PUT('/api/fleets/team', { params: { query: { id } }, body }),
  );

export const useRemoveMember = (kind: TeamKind) =>
  useTeamMutation(kind, (id: string) =>
    kind === 'partner'
      ? api.DELETE('/api/partners/team', { params: { query: { id } } })
      : api.DELETE('/api/fleets/team', { params: { query: { id } } }),
  );
