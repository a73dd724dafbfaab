import { type MultiSelectProps, Pill, PillsInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ComponentType, useId, useRef, useState } from 'react';
import { askedOnArrival, chosenLabel } from './lazy-select.tsx';
import { standInCode, useStandIn } from './stand-in.ts';

// Mantine's MultiSelect brings Combobox, Popover and the floating-position library, as Select does
// (lazy-select.tsx): a form drawn at first paint with one downloads it when a pointer or the focus first reaches
// the field (decision 057).
const multiSelectCode = standInCode(
  async () => (await import('./multi-select.tsx')).default as ComponentType<MultiSelectProps>,
);

/**
 * Mantine's MultiSelect, downloaded on first reach. Until then a field that looks the same stands in: the label,
 * the chosen options as pills (each can be removed), the search text typed so far; a press or a key that would
 * open the list opens it as soon as the code is here, and a focused field keeps the focus.
 */
export const LazyMultiSelect = (props: MultiSelectProps) => {
  const { Loaded: MultiSelect, focused, reach, handlers } = useStandIn(multiSelectCode);
  const [typed, setTyped] = useState('');
  const open = useRef(false);
  const ownId = useId();
  if (MultiSelect) {
    return (
      <MultiSelect {...props} {...askedOnArrival(props, { open: open.current, focused: focused.current, typed })} />
    );
  }
  const askOpen = () => {
    open.current = true;
    reach();
  };
  const values = props.value ?? [];
  const id = props.id ?? ownId;
  const { onFocus, onBlur, onPointerDown, ...pointer } = handlers;
  const { label, description, error, disabled, required, withAsterisk, size, radius, w, style, className } = props;
  return (
    <PillsInput
      {...{ label, description, error, disabled, required, withAsterisk, size, radius, w, style, className }}
      pointer={!props.searchable}
      rightSection={<IconChevronDown size={16} />}
      rightSectionPointerEvents="none"
      id={id}
      {...pointer}
      onPointerDown={() => {
        open.current = true;
        onPointerDown();
      }}
    >
      <Pill.Group>
        {values.map((value) => (
          <Pill
            key={value}
            withRemoveButton={!props.readOnly && !disabled}
            onRemove={() => props.onChange?.(values.filter((item) => item !== value))}
          >
            {chosenLabel(props.data, value) || value}
          </Pill>
        ))}
        <PillsInput.Field
          id={id}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={false}
          aria-label={props['aria-label']}
          placeholder={props.placeholder}
          type={!props.searchable && !props.placeholder ? 'hidden' : 'visible'}
          readOnly={!props.searchable}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            askOpen();
          }}
          onFocus={onFocus}
          onBlur={(event) => {
            onBlur();
            props.onBlur?.(event);
          }}
          onKeyDown={(event) => {
            if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) askOpen();
          }}
        />
      </Pill.Group>
    </PillsInput>
  );
};
