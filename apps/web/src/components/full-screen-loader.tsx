import { Center, Loader, Stack, Text } from '@mantine/core';

/** The full-screen loading indicator of seed section 1. */
export const FullScreenLoader = ({ message = 'Cargando...' }: { message?: string }) => (
  <Center h="100vh" w="100%" role="status" aria-live="polite">
    <Stack align="center" gap="sm">
      <Loader size="lg" />
      <Text c="dimmed">{message}</Text>
    </Stack>
  </Center>
);

/** Shown while a lazily loaded screen's code arrives. */
export const ScreenLoader = () => (
  <Center h={240} role="status" aria-label="Cargando pantalla">
    <Loader />
  </Center>
);
