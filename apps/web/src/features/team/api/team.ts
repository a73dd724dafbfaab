import type {
  Company,
  CreatedTeamMember,
  TeamMember,
  TeamMemberCreateBody,
  TeamMemberUpdateBody,
} from '@backoffice/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Whose sign-ins: the partner's (/account of a partner) or the fleet's (/account of a fleet). */
export type TeamKind = 'partner' | 'fleet';

const pathOf = (kind: TeamKind) => (kind === 'partner' ? '/partners/team' : '/fleets/team');
const keyOf = (kind: TeamKind) => ['team', kind] as const;

export const useTeam = (kind: TeamKind) =>
  useQuery({ queryKey: keyOf(kind), queryFn: () => apiRequest<TeamMember[]>(pathOf(kind)) });

/** Names of the partner's companies, for choosing what a member follows (an admin's listen_for holds them all). */
export const usePartnerCompanies = (ids: string[]) =>
  useQuery({
    queryKey: ['team', 'partner', 'companies', ids],
    queryFn: () => apiRequest<Company[]>('/companies/id-in', { method: 'POST', body: { ids } }),
    enabled: ids.length > 0,
  });

const useTeamMutation = <Input, Output>(kind: TeamKind, mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(kind) }) });
};

export const useAddMember = (kind: TeamKind) =>
  useTeamMutation(kind, (body: TeamMemberCreateBody) =>
    apiRequest<CreatedTeamMember>(pathOf(kind), { method: 'POST', body }),
  );

export const useUpdateMember = (kind: TeamKind) =>
  useTeamMutation(kind, ({ id, body }: { id: string; body: TeamMemberUpdateBody }) =>
    apiRequest<TeamMember>(pathOf(kind), { method: 'PUT', query: { id }, body }),
  );

export const useRemoveMember = (kind: TeamKind) =>
  useTeamMutation(kind, (id: string) => apiRequest<void>(pathOf(kind), { method: 'DELETE', query: { id } }));
