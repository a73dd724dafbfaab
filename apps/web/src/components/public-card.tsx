import { Anchor, Center, Paper, Stack, Text, TextInput, type TextInputProps, Title } from '@mantine/core';
import { type FormEventHandler, type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { SIGN_IN_PATH } from '../lib/sign-in-page.ts';

type PublicCardProps = {
  title: string;
  /** The browser tab's title when it differs from the heading. */
  documentTitle?: string;
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
};

/** The centred form card of the pages used before signing in (sign-in, password recovery). */
export const PublicCard = ({ title, documentTitle = title, description, onSubmit, children }: PublicCardProps) => {
  useEffect(() => {
    document.title = `${documentTitle} · Backoffice`;
  }, [documentTitle]);
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" radius="lg" w="100%" maw={420}>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Stack gap={4}>
              <Title order={2}>{title}</Title>
              {description && (
                <Text c="dimmed" size="sm">
                  {description}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
};

/**
 * A centred link under the card's form (back to sign-in, forgot password…). The sign-in is a page of its own
 * (decision 066): a plain link loads it.
 */
export const PublicCardLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Text size="sm" ta="center">
    {to === SIGN_IN_PATH ? (
      <Anchor href={to}>{children}</Anchor>
    ) : (
      <Anchor component={Link} to={to}>
        {children}
      </Anchor>
    )}
  </Text>
);

/** The account's e-mail, as the browser's password manager expects it. */
export const AccountEmailInput = (props: TextInputProps) => (
  <TextInput label="Correo electrónico" type="email" autoComplete="username" placeholder="tu@correo.mx" {...props} />
);
