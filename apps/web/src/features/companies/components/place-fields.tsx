import type { AutocompleteProps } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { LazyAutocomplete } from '../../../components/lazy-autocomplete.tsx';
import { usePartnerPlace } from '../../../hooks/use-partner-place.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useAllCompanies } from '../api/get-all-companies.ts';
import { placesOf } from '../lib/places.ts';

type FieldProps = Pick<AutocompleteProps, 'value' | 'onChange' | 'error' | 'onBlur' | 'onFocus' | 'disabled'>;
type Props = { city: FieldProps; state: FieldProps };

/**
 * City and state chosen from the values the partner's companies already have (so "Guadalajara" is not
 * also typed "Gdl."), still open to a new one for a company in a new city. The suggestions' code comes when the
 * field is reached (decision 057).
 */
export const PlaceFields = ({ city, state }: Props) => {
  const { business } = useAuth();
  const home = usePartnerPlace();
  const companies = useAllCompanies(business?.type === 'partner');
  const places = placesOf([...(companies.data ?? []), home]);
  const common = { required: true, limit: 50, comboboxProps: { withinPortal: true } } as const;
  return (
    <>
      <LazyAutocomplete
        {...common}
        {...city}
        label="Ciudad"
        description="Elige una de tus ciudades o escribe una nueva"
        leftSection={<IconMapPin size={16} />}
        data={places.cities}
      />
      <LazyAutocomplete
        {...common}
        {...state}
        label="Estado"
        description="Elige uno de tus estados o escribe uno nuevo"
        data={places.states}
      />
    </>
  );
};
