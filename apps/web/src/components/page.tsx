import { Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useMobileScreen } from '../hooks/use-mobile-screen.ts';

/** The brand orange itself, as a mark beside the title: no text sits on it (decision 043). */
const accent = {
  borderInlineStart: '4px solid var(--mantine-color-brand-6)',
  paddingInlineStart: 'var(--mantine-spacing-xs)',
} as const;

type PageProps = { title: string; actions?: ReactNode; children: ReactNode };

/** Screen frame: a title (also the document title) and optional actions. */
export const Page = ({ title, actions, children }: PageProps) => {
  const mobile = useMobileScreen();
  useEffect(() => {
    document.title = `${title} · Backoffice`;
  }, [title]);
  // Tighter on a phone, where every row pushes the content below the fold.
  return (
    <Stack gap={mobile ? 'sm' : 'lg'}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2" style={accent}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
};
