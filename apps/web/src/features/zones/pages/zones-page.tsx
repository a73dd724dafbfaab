import type { ZoneGeometry } from '@backoffice/shared';
import { Alert, Button, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPolygon, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmRemoveModal } from '../../../components/confirm-remove-modal.tsx';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState, errorMessage } from '../../../components/query-state.tsx';
import { ScreenErrorBoundary } from '../../../components/screen-error-boundary.tsx';
import { useAccountMay } from '../../../hooks/use-account-may.ts';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { useRemoveZone, useSaveZone, useZones, type ZoneWithOverlaps } from '../api/zones-api.ts';
import { ZoneFileButtons } from '../components/zone-file-buttons.tsx';
import { ZoneList } from '../components/zone-list.tsx';
import type { MapMode } from '../components/zone-map.tsx';
import { ZoneMapPlaceholder } from '../components/zone-map-placeholder.tsx';
import { ZONE_COLOURS, type ZoneDraft } from '../lib/zone-draft.ts';

// Leaflet and its drawing tool come after the first paint, in the map's own box; the list beside it does not wait
// for them (decision 057).
const ZoneMap = lazyPart(
  () => import('../components/zone-map.tsx').then((module) => module.ZoneMap),
  <ZoneMapPlaceholder />,
);
// The zone's form (its schema and zod, the colour picker, the companies' MultiSelect, the form library) comes when a
// zone is drawn or edited; a panel with its title and a loader answers until then (decision 057).
const ZoneFormModal = lazyScreen(() =>
  import('../components/zone-form-modal.tsx').then((module) => ({ default: module.ZoneFormModal })),
);

/** /zones: delivery zones drawn on the map, their fees and companies; overlaps and who wins are shown. */
const ZonesPage = () => {
  const zones = useZones();
  const mayManage = useAccountMay('fleet.manage');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mode, setMode] = useState<MapMode>('view');
  const [draft, setDraft] = useState<ZoneDraft | null>(null);
  const [reshaped, setReshaped] = useState<ZoneGeometry | null>(null);
  const [removing, setRemoving] = useState<ZoneWithOverlaps | null>(null);
  const save = useSaveZone();
  const remove = useRemoveZone();
  const list = zones.data ?? [];

  const startDrawing = () => {
    setSelectedId(null);
    setMode('draw');
  };
  const drawn = (geometry: ZoneGeometry) => {
    setMode('view');
    setDraft({ geometry, colour: ZONE_COLOURS[list.length % ZONE_COLOURS.length] });
  };
  const startReshape = (zone: ZoneWithOverlaps) => {
    setSelectedId(zone.id);
    setReshaped(null);
    setMode('reshape');
  };
  const saveShape = () => {
    if (!selectedId || !reshaped) return setMode('view');
    save.mutate(
      { id: selectedId, body: { geometry: reshaped } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', title: 'Forma guardada', message: 'La zona tiene su nueva forma.' });
          setMode('view');
        },
        onError: (failure) =>
          notifications.show({ color: 'red', title: 'No se guardó la forma', message: errorMessage(failure) }),
      },
    );
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', title: 'Zona eliminada', message: removing.name });
        setRemoving(null);
        setSelectedId(null);
      },
    });
  };

  return (
    <Page
      title="Zonas"
      actions={
        <Group gap="xs">
          <ZoneFileButtons mayManage={mayManage} />
          {mayManage && mode === 'view' && (
            <Button leftSection={<IconPolygon size={18} />} onClick={startDrawing}>
              Dibujar zona
            </Button>
          )}
        </Group>
      }
    >
      {mode === 'draw' && (
        <Alert
          color="blue"
          title="Dibujando una zona"
          withCloseButton
          onClose={() => setMode('view')}
          closeButtonLabel="Cancelar dibujo"
        >
          Haz clic en el mapa para poner cada punto del contorno; cierra la zona haciendo clic otra vez en el primer
          punto.
        </Alert>
      )}
      {mode === 'reshape' && (
        <Alert color="blue" title="Cambiando la forma">
          <Stack gap="xs">
            <Text size="sm">Arrastra los puntos de la zona; los puntos intermedios agregan vértices.</Text>
            <Group gap="xs">
              <Button size="xs" leftSection={<IconCheck size={14} />} onClick={saveShape} loading={save.isPending}>
                Guardar forma
              </Button>
              <Button size="xs" variant="default" leftSection={<IconX size={14} />} onClick={() => setMode('view')}>
                Cancelar
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {/* The map's code failing to come (offline) says so in its place; the list beside it stays. */}
          <ScreenErrorBoundary resetKey="zone-map" title="No pudimos cargar el mapa">
            <ZoneMap
              zones={list}
              selectedId={selectedId}
              mode={mode}
              onSelect={setSelectedId}
              onDrawn={drawn}
              onReshaped={setReshaped}
            />
          </ScreenErrorBoundary>
          <Text size="xs" c="dimmed" mt={4}>
            Donde dos zonas se cruzan cobra la más pequeña (la más específica).
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {zones.isPending ? (
            <Stack aria-label="Cargando zonas">
              {[1, 2, 3].map((row) => (
                <Skeleton key={row} h={84} radius="md" />
              ))}
            </Stack>
          ) : zones.isError ? (
            <ErrorState error={zones.error} onRetry={() => zones.refetch()} retrying={zones.isFetching} />
          ) : list.length === 0 ? (
            <EmptyState
              title="Aún no hay zonas"
              description="Dibuja en el mapa dónde entregas y cuánto cuesta el envío en cada zona."
            />
          ) : (
            <ZoneList
              zones={list}
              selectedId={selectedId}
              mayManage={mayManage && mode === 'view'}
              onSelect={setSelectedId}
              onEdit={(zone) => setDraft({ zone })}
              onReshape={startReshape}
              onRemove={(zone) => {
                remove.reset();
                setRemoving(zone);
              }}
            />
          )}
        </Grid.Col>
      </Grid>
      {draft && (
        <LazyDialog
          title={'zone' in draft ? 'Editar zona' : 'Nueva zona'}
          place="center"
          onClose={() => setDraft(null)}
          errorTitle="No pudimos abrir el formulario de la zona"
        >
          <ZoneFormModal
            draft={draft}
            onClose={() => setDraft(null)}
            onSaved={(id) => {
              setDraft(null);
              setSelectedId(id);
            }}
          />
        </LazyDialog>
      )}
      <ConfirmRemoveModal
        opened={removing !== null}
        title="¿Eliminar la zona?"
        removal={remove}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      >
        Se eliminará «{removing?.name}». Los pedidos con ubicación dentro de ella se cobrarán con otra zona o se
        rechazarán si ya no queda ninguna.
      </ConfirmRemoveModal>
    </Page>
  );
};

export default ZonesPage;
