import { Avatar, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { useAuth } from '../../lib/auth-context.tsx';

export const accountTypeLabels = { company: 'Comercio', partner: 'Socio', 'deliveries-provider': 'Flota' } as const;

type Props = ComponentPropsWithoutRef<'button'> & { compact: boolean };

/** The header's account button: the initial, and on wider screens the name and the kind of account. */
export const AccountButton = forwardRef<HTMLButtonElement, Props>(({ compact, ...props }, ref) => {
  const { authUser, type } = useAuth();
  if (!authUser || !type) return null;
  return (
    <UnstyledButton ref={ref} style={{ display: 'flex', alignItems: 'center', gap: 8 }} {...props}>
      {/* The name is the visible name and role, after the words for what the button opens. */}
      <VisuallyHidden>Menú de la cuenta</VisuallyHidden>
      <Avatar color="secondary" radius="xl" size="md" aria-hidden>
        {authUser.name.slice(0, 1).toUpperCase()}
      </Avatar>
      {!compact && (
        <div>
          <Text size="sm" fw={600} lh={1.2}>
            {authUser.name}
          </Text>
          <Text size="xs" c="dimmed" lh={1.2}>
            {accountTypeLabels[type]}
          </Text>
        </div>
      )}
    </UnstyledButton>
  );
});
