import type { Product } from '@backoffice/shared';
import { Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/money.ts';
import { choiceRule } from '../lib/menu-sections.ts';

type Props = { groups: Product['additionGroups']; additions: Map<string, Product> };

/** "Salsas (obligatorio, elige 1): Verde, Roja +$5.00", as a customer would read the options. */
export const AdditionGroupsSummary = ({ groups, additions }: Props) => {
  if (groups.length === 0) return null;
  return (
    <Stack gap={2}>
      {groups.map((group) => (
        <Text key={group.id} size="xs" c="dimmed">
          <Text span fw={600} size="xs" c="dark">
            {group.name}
          </Text>{' '}
          ({group.required ? 'obligatorio' : 'opcional'}, {choiceRule(group).toLowerCase()}):{' '}
          {group.additions
            .map((item) => {
              const addition = additions.get(item.product);
              const price = item.price ?? addition?.price ?? 0;
              return `${addition?.name ?? 'Complemento eliminado'}${price > 0 ? ` +${formatMoney(price)}` : ''}`;
            })
            .join(', ')}
        </Text>
      ))}
    </Stack>
  );
};
