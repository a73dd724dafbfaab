import { Button, Group } from '@mantine/core';
import { IconCalendarTime, IconList, IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Where a partner goes next for one company: its hours, its menu and its product list. */
export const CompanyLinks = ({ id, size = 'xs' }: { id: string; size?: 'xs' | 'sm' }) => (
  <Group gap="xs">
    <Button
      component={Link}
      to={`/schedules/${id}`}
      size={size}
      variant="light"
      leftSection={<IconCalendarTime size={14} />}
    >
      Horarios
    </Button>
    <Button
      component={Link}
      to={`/products/${id}`}
      size={size}
      variant="light"
      leftSection={<IconToolsKitchen2 size={14} />}
    >
      Menú
    </Button>
    <Button
      component={Link}
      to={`/products-list/${id}`}
      size={size}
      variant="light"
      leftSection={<IconList size={14} />}
    >
      Productos
    </Button>
  </Group>
);
