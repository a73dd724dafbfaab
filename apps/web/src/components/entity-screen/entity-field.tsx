import { MultiSelect, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { GrowingTextarea } from '../growing-textarea.tsx';
import { ImageInput } from '../image-input.tsx';
// Light: Leaflet comes with the map only, into a box of the map's height (decision 057).
import { LocationPicker } from '../map/location-picker.tsx';
import { MoneyInput } from '../money-input.tsx';
import type { EntityField, Option, OptionsSource } from './entity-definition.ts';

type Props = { field: EntityField; value: unknown; error?: string; onChange: (value: unknown) => void };

const useOptions = (source: OptionsSource): { options: Option[]; loading: boolean } =>
  typeof source === 'function' ? source() : { options: source, loading: false };

const OptionsField = ({
  field,
  value,
  error,
  onChange,
}: Props & { field: Extract<EntityField, { options: OptionsSource }> }) => {
  const { options, loading } = useOptions(field.options);
  const common = {
    label: field.label,
    description: field.description,
    withAsterisk: field.required,
    error,
    data: options,
    searchable: true,
    nothingFoundMessage: loading ? 'Cargando…' : 'Sin coincidencias',
    placeholder: loading ? 'Cargando…' : field.placeholder,
    comboboxProps: { withinPortal: true },
  };
  return field.kind === 'multiselect' ? (
    <MultiSelect {...common} value={(value as string[]) ?? []} onChange={onChange} clearable />
  ) : (
    <Select
      {...common}
      value={(value as string | null) ?? null}
      onChange={onChange}
      clearable={field.clearable ?? !field.required}
    />
  );
};

/** One form control per field kind; every kind reads and writes the value in the API's own units. */
export const EntityFieldInput = (props: Props) => {
  const { field, value, error, onChange } = props;
  const common = { label: field.label, description: field.description, withAsterisk: field.required, error };
  switch (field.kind) {
    case 'text':
    case 'phone':
    case 'email':
      return (
        <TextInput
          {...common}
          type={field.kind === 'email' ? 'email' : 'text'}
          inputMode={field.kind === 'phone' ? 'tel' : undefined}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          value={(value as string) ?? ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <GrowingTextarea
          {...common}
          minRows={2}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          value={(value as string) ?? ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          min={field.min}
          max={field.max}
          suffix={field.suffix}
          value={(value as number | null) ?? ''}
          onChange={(number) => onChange(typeof number === 'number' ? number : null)}
        />
      );
    case 'money':
      return (
        <MoneyInput
          {...common}
          value={typeof value === 'number' ? value / 100 : ''}
          onChange={(pesos) => onChange(typeof pesos === 'number' ? Math.round(pesos * 100) : null)}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={(value as string) ?? ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'switch':
      return (
        <Switch
          label={field.label}
          description={field.description}
          error={error}
          checked={Boolean(value)}
          onChange={(event) => onChange(event.currentTarget.checked)}
          mt="md"
        />
      );
    case 'select':
    case 'multiselect':
      return <OptionsField {...props} field={field} />;
    case 'image':
      return (
        <ImageInput label={field.label} value={(value as string | null) ?? null} onChange={onChange} error={error} />
      );
    case 'location':
      return (
        <LocationPicker
          label={field.label}
          value={(value as { lat: number; lng: number } | null) ?? null}
          onChange={onChange}
          error={error}
        />
      );
  }
};
