import type { RiderDetail } from '@backoffice/shared';
import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('')
    .toUpperCase();

/** Photo, name and what kind of rider it is (own, a fleet's, inactive, archived). */
export const RiderName = ({ rider }: { rider: RiderDetail }) => (
  <Group gap="sm" wrap="nowrap">
    <Avatar src={rider.photo} alt="" radius="xl" color="orange">
      {initials(rider.name)}
    </Avatar>
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fw={600} truncate>
        {rider.name}
      </Text>
      <Group gap={4}>
        {rider.provider && (
          <Badge size="xs" variant="light" color="blue">
            {rider.providerName ?? 'Flotilla'}
          </Badge>
        )}
        {rider.archived ? (
          <Badge size="xs" variant="light" color="gray">
            Archivado
          </Badge>
        ) : (
          !rider.active && (
            <Badge size="xs" variant="light" color="gray">
              Inactivo
            </Badge>
          )
        )}
      </Group>
    </Stack>
  </Group>
);
