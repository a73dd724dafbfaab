import { type ComboboxData, type SelectProps, TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ComponentType, useRef, useState } from 'react';
import { standInCode, useStandIn } from './stand-in.ts';

// Mantine's Select brings Combobox, Popover and the floating-position library (about 40 kB gzip with what they
// share). A screen whose first paint shows a select (a filter) does not need them until someone reaches for it:
// the code downloads when a pointer or the focus first reaches the field, like hint-tooltip.tsx (decision 057).
const selectCode = standInCode(async () => (await import('./select.tsx')).default as ComponentType<SelectProps>);

type Asked = { open: boolean; focused: boolean; typed: string };
type ComboboxProps = {
  defaultDropdownOpened?: boolean;
  autoFocus?: boolean;
  searchable?: boolean;
  defaultSearchValue?: string;
};
/** What a select's stand-in hands the select on its arrival: the list a press asked for, the focus, the search typed. */
export const askedOnArrival = (props: ComboboxProps, asked: Asked) => ({
  defaultDropdownOpened: asked.open || props.defaultDropdownOpened,
  autoFocus: asked.focused || props.autoFocus,
  defaultSearchValue: props.searchable && asked.typed ? asked.typed : props.defaultSearchValue,
});

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
  const { Loaded: Select, focused, reach, handlers } = useStandIn(selectCode);
  const [typed, setTyped] = useState('');
  const open = useRef(false);

  if (Select)
    return <Select {...props} {...askedOnArrival(props, { open: open.current, focused: focused.current, typed })} />;
  const { label, description, error, placeholder, disabled, required, withAsterisk, size, radius } = props;
  const { leftSection, w, maw, miw, m, mt, mb, ml, mr, mx, my, style, className, flex, id } = props;
  const askOpen = () => {
    open.current = true;
    reach();
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
      {...handlers}
      onPointerDown={() => {
        open.current = true;
        handlers.onPointerDown();
      }}
      onKeyDown={(event) => {
        if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) askOpen();
      }}
    />
  );
};
