import type { ProductKind } from '@backoffice/shared';
import { Alert, Anchor, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { useMobileScreen } from '../../../hooks/use-mobile-screen.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useImportProducts } from '../api/import-products.ts';
import { IMPORT_TEMPLATE, type ImportRow, importableRows, readImportText, withApiErrors } from '../lib/import-rows.ts';
import { ImportPreviewTable } from './import-preview-table.tsx';
import { errorMessage } from './query-states.tsx';

type Props = { companyId: string; kind: ProductKind; opened: boolean; onClose: () => void };

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${IMPORT_TEMPLATE}`)}`;

/** Paste or upload a sheet → preview with the problems of each row → import the rows that are ready. */
export const ImportProductsModal = ({ companyId, kind, opened, onClose }: Props) => {
  const mobileScreen = useMobileScreen();
  const importing = useImportProducts(companyId);
  // The sheet's text in `@mantine/form`: a sheet that cannot be read says why at the field.
  const form = useForm({
    initialValues: { text: '' },
    validate: { text: (text) => readImportText(text, kind).error ?? null },
  });
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const ready = rows ? importableRows(rows) : [];

  const close = () => {
    form.reset();
    setRows(null);
    importing.reset();
    onClose();
  };
  const review = form.onSubmit(({ text }) => setRows(readImportText(text, kind).rows));
  const readFile = async (file: File | null) => {
    if (!file) return;
    const content = await file.text();
    form.setFieldValue('text', content);
    // Checked and shown at once, as if "Revisar" had been pressed.
    const reading = readImportText(content, kind);
    if (reading.error) form.setFieldError('text', reading.error);
    else setRows(reading.rows);
  };
  const submit = () => {
    if (!rows) return;
    importing.mutate(
      ready.map((row) => row.body),
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'green',
            message: result.created === 1 ? 'Se importó 1 producto.' : `Se importaron ${result.created} productos.`,
          });
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError) setRows(withApiErrors(rows, ready, error.details));
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Importar productos" size="xl" fullScreen={mobileScreen}>
      {!rows ? (
        <form onSubmit={review} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Pega las filas copiadas de tu hoja de cálculo o sube un archivo CSV. La primera fila lleva los
              encabezados: <b>nombre, descripción, precio, sección, tipo</b>. El precio va en pesos (ej. 45.50) y el
              tipo es «producto» o «complemento».{' '}
              <Anchor href={templateHref} download="plantilla-productos.csv">
                Descargar plantilla
              </Anchor>
            </Text>
            <GrowingTextarea
              label="Contenido CSV"
              placeholder={IMPORT_TEMPLATE}
              minRows={6}
              maxRows={14}
              inputStyle={{ fontFamily: 'monospace' }}
              {...form.getInputProps('text')}
            />
            <Group justify="space-between">
              <FileButton onChange={readFile} accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values">
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconUpload size={18} />}>
                    Subir archivo
                  </Button>
                )}
              </FileButton>
              <Button type="submit" disabled={!form.values.text.trim()}>
                Revisar
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Text size="sm" role="status">
            {ready.length} {ready.length === 1 ? 'fila lista' : 'filas listas'} para importar
            {rows.length > ready.length && `, ${rows.length - ready.length} con errores (no se importarán)`}.
          </Text>
          <ImportPreviewTable rows={rows} />
          {importing.error && (
            <Alert color="red" title="No se importó ningún producto">
              {errorMessage(importing.error)}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => setRows(null)} disabled={importing.isPending}>
              Volver a editar
            </Button>
            <Button onClick={submit} loading={importing.isPending} disabled={ready.length === 0}>
              {ready.length === 1 ? 'Importar 1 producto' : `Importar ${ready.length} productos`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
