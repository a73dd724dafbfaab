import { Button, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useRiderSuggestions } from '../api/get-rider-suggestions.ts';

/** How many of the ranked riders the picker shows; the searchable list below still holds them all. */
const SHOWN = 5;

type RiderSuggestionsProps = {
  errandId: string;
  /** Riders the picker can assign: a suggestion outside them (off shift meanwhile) is not offered. */
  assignable: Set<string>;
  value: string | null;
  onChoose: (riderId: string) => void;
};

/**
 * "Sugeridos" in the assign dialog (decision 048): riders on shift ranked by open tasks, distance to the pickup and
 * time since their last delivery, each with the reason ("libre · 1.2 km"). A tap selects; the dispatcher still
 * confirms with "Asignar", and a failure here leaves the searchable list working.
 */
export const RiderSuggestions = ({ errandId, assignable, value, onChoose }: RiderSuggestionsProps) => {
  const suggestions = useRiderSuggestions(errandId);
  const shown = (suggestions.data ?? []).filter((item) => assignable.has(item.rider)).slice(0, SHOWN);
  return (
    <Stack gap={6} data-testid="rider-suggestions" data-state={suggestions.status}>
      <Text fw={600} size="sm" id="rider-suggestions-title">
        Sugeridos
      </Text>
      {suggestions.isPending ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed" role="status">
            Buscando a los más cercanos…
          </Text>
        </Group>
      ) : suggestions.isError ? (
        <Group gap="xs" role="alert">
          <Text size="sm" c="red.8">
            No pudimos calcular las sugerencias; elige de la lista.
          </Text>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => void suggestions.refetch()}>
            Reintentar
          </Button>
        </Group>
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sin sugerencias: nadie en turno para este mandado.
        </Text>
      ) : (
        <Stack
          gap={6}
          component="ul"
          aria-labelledby="rider-suggestions-title"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {shown.map((item, index) => {
            const chosen = value === item.rider;
            return (
              <li key={item.rider}>
                <UnstyledButton
                  w="100%"
                  aria-pressed={chosen}
                  data-testid="rider-suggestion"
                  data-rider={item.rider}
                  onClick={() => onChoose(item.rider)}
                >
                  <Paper
                    withBorder
                    p="xs"
                    radius="md"
                    style={{
                      borderColor: chosen ? 'var(--mantine-primary-color-filled)' : undefined,
                      borderWidth: chosen ? 2 : undefined,
                    }}
                  >
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Text fw={700} size="sm" c="dimmed" aria-hidden>
                        {index + 1}
                      </Text>
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text fw={600} size="sm">
                          {item.name}
                        </Text>
                        <Text size="sm" c="dimmed" data-testid="rider-suggestion-reason">
                          {item.reason}
                        </Text>
                      </Stack>
                    </Group>
                  </Paper>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
};
