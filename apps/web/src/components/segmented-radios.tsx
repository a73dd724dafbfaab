import { type CSSProperties, Fragment, useId } from 'react';
import './segmented-radios.css';

type Props<Value extends string> = {
  /** What the choice is about, read by screen readers (the group's name). */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
  /** The chosen option's background (a CSS colour, such as a Mantine filled colour), with white text; else white. */
  color?: string;
  fullWidth?: boolean;
  /** Where it sits in its parent, such as `{ alignSelf: 'flex-start' }` in a column. */
  style?: CSSProperties;
};

/**
 * A choice of a few options, drawn as one segmented bar (segmented-radios.css): native radios, so the arrows move
 * between them and a screen reader reads a group of radios. It replaces Mantine's SegmentedControl where many are
 * drawn at once or the screen's first paint waits for it: this one measures nothing and draws once.
 */
export const SegmentedRadios = <Value extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
  color,
  fullWidth,
  style,
}: Props<Value>) => {
  const name = useId();
  const colours = color
    ? ({ '--segmented-radios-color': color, '--segmented-radios-text': 'var(--mantine-color-white)' } as CSSProperties)
    : {};
  return (
    <div
      className="segmented-radios"
      role="radiogroup"
      aria-label={label}
      data-full-width={fullWidth || undefined}
      style={{ ...colours, ...style }}
    >
      {options.map((option) => (
        <Fragment key={option.value}>
          <input
            type="radio"
            id={`${name}-${option.value}`}
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${name}-${option.value}`}>{option.label}</label>
        </Fragment>
      ))}
    </div>
  );
};
