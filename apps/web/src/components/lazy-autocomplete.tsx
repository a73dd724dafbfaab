import { type AutocompleteProps, TextInput } from '@mantine/core';
import type { ComponentType } from 'react';
import { standInCode, useStandIn } from './stand-in.ts';

// Mantine's Autocomplete brings Combobox, Popover and the floating-position library (about 40 kB gzip with what they
// share), as Select does (lazy-select.tsx). A form whose first paint shows one (a city, a menu section) does not need
// them until someone reaches for the field: its code downloads when a pointer or the focus first reaches it
// (decision 057). Until then the field is a plain text input bound to the same value, so typing is never lost.
const autocompleteCode = standInCode(
  async () => (await import('./autocomplete.tsx')).default as ComponentType<AutocompleteProps>,
);

/** Styles API props are left out: the stand-in is a TextInput, whose style names differ. */
type Props = Omit<AutocompleteProps, 'vars' | 'classNames' | 'styles'>;

/**
 * Mantine's Autocomplete, downloaded on first reach. Until then a text input with the same label, value and
 * handlers stands in; a focused field keeps the focus and opens its suggestions when the code arrives. Without a
 * connection the field stays a text input, which still takes any text.
 */
export const LazyAutocomplete = (props: Props) => {
  const { Loaded: Autocomplete, focused, handlers } = useStandIn(autocompleteCode);

  if (Autocomplete) {
    return (
      <Autocomplete
        {...props}
        autoFocus={focused.current || props.autoFocus}
        defaultDropdownOpened={focused.current || props.defaultDropdownOpened}
      />
    );
  }
  const {
    data: _data,
    limit: _limit,
    comboboxProps: _comboboxProps,
    filter: _filter,
    renderOption: _renderOption,
    maxDropdownHeight: _maxDropdownHeight,
    dropdownOpened: _dropdownOpened,
    defaultDropdownOpened: _defaultDropdownOpened,
    onDropdownOpen: _onDropdownOpen,
    onDropdownClose: _onDropdownClose,
    onOptionSubmit: _onOptionSubmit,
    selectFirstOptionOnChange: _selectFirstOptionOnChange,
    withScrollArea: _withScrollArea,
    scrollAreaProps: _scrollAreaProps,
    clearable: _clearable,
    clearButtonProps: _clearButtonProps,
    onClear: _onClear,
    autoSelectOnBlur: _autoSelectOnBlur,
    openOnFocus: _openOnFocus,
    onChange,
    onFocus,
    onBlur,
    ...input
  } = props;
  return (
    <TextInput
      {...input}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-autocomplete="list"
      onChange={(event) => onChange?.(event.currentTarget.value)}
      {...handlers}
      onFocus={(event) => {
        handlers.onFocus();
        onFocus?.(event);
      }}
      onBlur={(event) => {
        handlers.onBlur();
        onBlur?.(event);
      }}
    />
  );
};
