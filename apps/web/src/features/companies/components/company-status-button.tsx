import type { Company } from '@backoffice/shared';
import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';

type ButtonAttributes = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>;

/** The status menu's button, the same before and after the menu's code is here. */
export const StatusButton = forwardRef<HTMLButtonElement, { company: Company } & ButtonAttributes>(
  ({ company, ...props }, ref) => (
    <Button
      ref={ref}
      size="xs"
      variant="default"
      rightSection={<IconChevronDown size={14} />}
      aria-label={`Cambiar estado de ${company.name}`}
      {...props}
    >
      Cambiar estado
    </Button>
  ),
);
