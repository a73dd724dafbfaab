import { type ComboboxData, type SelectProps, TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';

// Mantine's Select brings Combobox, Popover and the floating-position library (about 40 kB gzip with what they
// share). A screen whose first paint shows a select (a filter) does not need them until someone reaches for it:
// the code downloads when a pointer or the focus first reaches the field, like hint-tooltip.tsx (decision 057).
let LoadedSelect: ComponentType<SelectProps> | null = null;
let loading: Promise<void> | null = null;
/** Every stand-in on screen: once the code is here they all become selects, before anyone reaches the next one. */
const standIns = new Set<() => void>();
const loadSelect = () => {
  loading ??= import('./select.tsx').then(
    (module) => {
      LoadedSelect = module.default as ComponentType<SelectProps>;
      for (const swap of standIns) swap();
    },
    () => {
      loading = null;
    },
  );
  return loading;
};

/** The label of the chosen value, as the select shows it in its field. */
export const chosenLabel = (data: ComboboxData | undefined, value: string | null | undefined): string => {
  if (value === null || value === undefined) return '';
  for (const entry of data ?? []) {
    if (typeof entry === 'string') {
      if (entry === value) return entry;
    } else if ('group' in entry) {
      const label = chosenLabel(entry.items as ComboboxData, value);
      if (label) return label;
    } else if (entry.value === value) return entry.label;
  }
  return '';
};

/**
 * Mantine's Select, downloaded on first reach. Until then a field that looks the same (label, chosen option,
 * chevron) stands in; a press or a key that would open the list opens it as soon as the select is here, and a
 * focused field keeps the focus. Without a connection the field stays as it is, showing the current choice.
 */
export const LazySelect = (props: SelectProps) => {
  const [loaded, setLoaded] = useState(() => LoadedSelect !== null);
  const [typed, setTyped] = useState('');
  const open = useRef(false);
  const focused = useRef(false);
  // Never swapped in the middle of a press: the press would lose its click. Its release swaps (after the click).
  const pressing = useRef(false);
  const swap = () => {
    if (LoadedSelect && !pressing.current) setLoaded(true);
  };
  useEffect(() => {
    if (loaded) return;
    standIns.add(swap);
    return () => {
      standIns.delete(swap);
    };
  });
  const load = () => {
    void loadSelect().then(swap);
  };

  if (loaded && LoadedSelect) {
    const Select = LoadedSelect;
    return (
      <Select
        {...props}
        defaultDropdownOpened={open.current || props.defaultDropdownOpened}
        autoFocus={focused.current || props.autoFocus}
        defaultSearchValue={props.searchable && typed ? typed : props.defaultSearchValue}
      />
    );
  }
  const { label, description, error, placeholder, disabled, required, withAsterisk, size, radius } = props;
  const { leftSection, w, maw, miw, m, mt, mb, ml, mr, mx, my, style, className, flex, id } = props;
  const askOpen = () => {
    open.current = true;
    load();
  };
  return (
    <TextInput
      {...{ label, description, error, placeholder, disabled, required, withAsterisk, size, radius, leftSection }}
      {...{ w, maw, miw, m, mt, mb, ml, mr, mx, my, style, className, flex, id }}
      aria-label={props['aria-label']}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      pointer={!props.searchable}
      readOnly={!props.searchable}
      value={typed || chosenLabel(props.data, props.value)}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        askOpen();
      }}
      rightSection={<IconChevronDown size={16} />}
      rightSectionPointerEvents="none"
      onPointerEnter={load}
      onFocus={() => {
        focused.current = true;
        load();
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onPointerDown={() => {
        pressing.current = true;
        askOpen();
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
      onKeyDown={(event) => {
        if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) askOpen();
      }}
    />
  );
};
