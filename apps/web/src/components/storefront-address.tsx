import { Anchor, Button, CopyButton, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { toSlug } from '../lib/slug.ts';

type Props = {
  /** '/t/' for a company's page, '/c/' for a city's. */
  prefix: '/t/' | '/c/';
  slug: { value: string; onChange: (value: string) => void; error?: string };
  enabled: { checked: boolean; onChange: (checked: boolean) => void };
  switchLabel: string;
  switchDescription: string;
  disabled?: boolean;
  /** The saved address (the link works only once saved). */
  savedSlug: string;
};

/** The short address of a storefront page, its full link with a copy button, and its on/off switch. */
export const StorefrontAddress = ({
  prefix,
  slug,
  enabled,
  switchLabel,
  switchDescription,
  disabled,
  savedSlug,
}: Props) => {
  const link = `${window.location.origin}${prefix}${savedSlug}`;
  return (
    <Stack gap="sm">
      <Switch
        label={switchLabel}
        description={switchDescription}
        checked={enabled.checked}
        disabled={disabled}
        onChange={(event) => enabled.onChange(event.currentTarget.checked)}
      />
      <TextInput
        label="Dirección corta"
        description={`Solo minúsculas, números y guiones. Tu página queda en ${window.location.host}${prefix}…`}
        leftSection={<Text size="sm">{prefix}</Text>}
        leftSectionWidth={36}
        maxLength={60}
        disabled={disabled}
        value={slug.value}
        error={slug.error}
        onChange={(event: ChangeEvent<HTMLInputElement>) => slug.onChange(toSlug(event.currentTarget.value))}
      />
      <Group gap="xs" wrap="nowrap" align="center">
        <Anchor href={link} target="_blank" rel="noopener" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {link}
        </Anchor>
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              style={{ flex: 'none' }}
            >
              {copied ? 'Enlace copiado' : 'Copiar enlace'}
            </Button>
          )}
        </CopyButton>
      </Group>
      {slug.value !== savedSlug ? (
        <Text size="xs" c="dimmed">
          El enlace cambia al guardar.
        </Text>
      ) : null}
    </Stack>
  );
};
