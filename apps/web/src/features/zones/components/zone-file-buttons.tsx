import { Button, FileButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { errorMessage } from '../../../components/query-state.tsx';
import { useImportZones, ZONES_EXPORT_URL } from '../api/zones-api.ts';
import { readZoneFile } from '../lib/zone-file.ts';

/** GeoJSON in and out: an export link, and an import that adds every zone of the file or none. */
export const ZoneFileButtons = ({ mayManage }: { mayManage: boolean }) => {
  const importZones = useImportZones();
  const choose = async (file: File | null) => {
    if (!file) return;
    const read = readZoneFile(await file.text());
    if (!read.ok) return notifications.show({ color: 'red', title: 'No se importó', message: read.message });
    importZones.mutate(read.collection, {
      onSuccess: ({ imported }) =>
        notifications.show({
          color: 'green',
          title: 'Zonas importadas',
          message: imported === 1 ? 'Se agregó 1 zona.' : `Se agregaron ${imported} zonas.`,
        }),
      onError: (failure) =>
        notifications.show({ color: 'red', title: 'No se importó', message: errorMessage(failure) }),
    });
  };
  return (
    <>
      <Button
        component="a"
        href={ZONES_EXPORT_URL}
        download="zonas.geojson"
        variant="default"
        leftSection={<IconDownload size={16} />}
      >
        Exportar GeoJSON
      </Button>
      {mayManage && (
        <FileButton
          onChange={(file) => void choose(file)}
          accept=".geojson,.json,application/geo+json,application/json"
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={importZones.isPending}>
              Importar GeoJSON
            </Button>
          )}
        </FileButton>
      )}
    </>
  );
};
