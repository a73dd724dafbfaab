import { type AutocompleteProps, TextInput } from '@mantine/core';
import { type ComponentType, useEffect, useRef, useState } from 'react';

// Mantine's Autocomplete brings Combobox, Popover and the floating-position library (about 40 kB gzip with what they
// share), as Select does (lazy-select.tsx). A form whose first paint shows one (a city, a menu section) does not need
// them until someone reaches for the field: its code downloads when a pointer or the focus first reaches it
// (decision 057). Until then the field is a plain text input bound to the same value, so typing is never lost.
let LoadedAutocomplete: ComponentType<AutocompleteProps> | null = null;
let loading: Promise<void> | null = null;
/** Every stand-in on screen: once the code is here they all become autocompletes, before anyone reaches the next. */
const standIns = new Set<() => void>();
const loadAutocomplete = () => {
  loading ??= import('./autocomplete.tsx').then(
    (module) => {
      LoadedAutocomplete = module.default as ComponentType<AutocompleteProps>;
      for (const swap of standIns) swap();
    },
    () => {
      loading = null;
    },
  );
  return loading;
};

/** Styles API props are left out: the stand-in is a TextInput, whose style names differ. */
type Props = Omit<AutocompleteProps, 'vars' | 'classNames' | 'styles'>;

/**
 * Mantine's Autocomplete, downloaded on first reach. Until then a text input with the same label, value and
 * handlers stands in; a focused field keeps the focus and opens its suggestions when the code arrives. Without a
 * connection the field stays a text input, which still takes any text.
 */
export const LazyAutocomplete = (props: Props) => {
  const [loaded, setLoaded] = useState(() => LoadedAutocomplete !== null);
  const focused = useRef(false);
  // Never swapped in the middle of a press: the press would lose its click. Its release swaps (after the click).
  const pressing = useRef(false);
  const swap = () => {
    if (LoadedAutocomplete && !pressing.current) setLoaded(true);
  };
  useEffect(() => {
    if (loaded) return;
    standIns.add(swap);
    return () => {
      standIns.delete(swap);
    };
  });
  const load = () => {
    void loadAutocomplete().then(swap);
  };

  if (loaded && LoadedAutocomplete) {
    const Autocomplete = LoadedAutocomplete;
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
      onPointerEnter={load}
      onFocus={(event) => {
        focused.current = true;
        load();
        onFocus?.(event);
      }}
      onBlur={(event) => {
        focused.current = false;
        onBlur?.(event);
      }}
      onPointerDown={() => {
        pressing.current = true;
        load();
      }}
      onPointerUp={() => {
        // After the click that this release makes.
        setTimeout(() => {
          pressing.current = false;
          swap();
        });
      }}
      onPointerCancel={() => {
        pressing.current = false;
        swap();
      }}
    />
  );
};
