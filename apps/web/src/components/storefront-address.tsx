import { Anchor, Button, CopyButton, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ChangeEvent, ReactNode } from 'react';
import { toSlug } from '../lib/slug.ts';

type Props = {
  /** '/t/' for a company's page, '/c/' for a city's. */
  prefix: '/t/' | '/c/';
  /** The profile's form (Mantine), holding `slug` and `storefrontEnabled`. */
  form: {
    values: { slug: string; storefrontEnabled: boolean };
    errors: Record<string, ReactNode>;
    setFieldValue: (path: 'slug' | 'storefrontEnabled', value: string | boolean) => void;
  };
  switchLabel: string;
  /** The hint says what the switch does in its current position: one text for on, one for off. */
  switchDescription: { on: string; off: string };
  disabled?: boolean;
  /** The saved address (the link works only once saved). */
  savedSlug: string;
};

/** The short address of a storefront page, its full link with a copy button, and its on/off switch. */
export const StorefrontAddress = ({ prefix, form, switchLabel, switchDescription, disabled, savedSlug }: Props) => {
  const link = `${window.location.origin}${prefix}${savedSlug}`;
  return (
    <Stack gap="sm">
      <Switch
        label={switchLabel}
        description={form.values.storefrontEnabled ? switchDescription.on : switchDescription.off}
        checked={form.values.storefrontEnabled}
        disabled={disabled}
        onChange={(event) => form.setFieldValue('storefrontEnabled', event.currentTarget.checked)}
      />
      <TextInput
        label="Dirección corta"
        description={`Solo minúsculas, números y guiones. Tu página queda en ${window.location.host}${prefix}…`}
        leftSection={<Text size="sm">{prefix}</Text>}
        leftSectionWidth={36}
        maxLength={60}
        disabled={disabled}
        value={form.values.slug}
        error={form.errors.slug}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          form.setFieldValue('slug', toSlug(event.currentTarget.value))
        }
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
      {form.values.slug !== savedSlug ? (
        <Text size="xs" c="dimmed">
          El enlace cambia al guardar.
        </Text>
      ) : null}
    </Stack>
  );
};
