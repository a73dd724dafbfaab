import type { ErrandReturn } from '@backoffice/shared';
import { Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { returnedLabel } from '../lib/errand-returned.ts';
import { formatTime } from '../lib/format-time.ts';

/**
 * The mark of an errand a rider gave back: who and why, on the dispatcher's card and in the errand's
 * detail, where `withTime` adds when it came back ("a las 1:30 p. m.").
 */
export const ErrandReturnedMark = ({ returned, withTime = false }: { returned: ErrandReturn; withTime?: boolean }) => (
  <Group
    gap={6}
    wrap="nowrap"
    align="flex-start"
    p={6}
    bg="orange.0"
    c="orange.9"
    style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    data-testid="errand-returned"
  >
    <IconArrowBackUp size={18} style={{ flexShrink: 0 }} aria-hidden />
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={700}>
        {returnedLabel(returned)}
      </Text>
      {withTime && (
        <Text size="sm" data-testid="errand-returned-at">
          Devuelto a las {formatTime(returned.at)}
        </Text>
      )}
    </Stack>
  </Group>
);
