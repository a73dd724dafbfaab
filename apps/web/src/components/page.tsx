import { Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';

type PageProps = { title: string; actions?: ReactNode; children: ReactNode };

/** Screen frame: a title (also the document title) and optional actions. */
export const Page = ({ title, actions, children }: PageProps) => {
  useEffect(() => {
    document.title = `${title} · Backoffice`;
  }, [title]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
};
