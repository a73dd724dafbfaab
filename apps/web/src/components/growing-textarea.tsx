import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import './growing-textarea.css';

type Props = Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows' | 'rows' | 'styles' | 'classNames' | 'resize'> & {
  /** Rows shown when empty (and, without `field-sizing`, the textarea's rows). */
  minRows?: number;
  /** Rows it grows to before it scrolls; unbounded when absent. */
  maxRows?: number;
  /** Styles of the textarea itself. */
  inputStyle?: CSSProperties;
};

/**
 * Mantine's Textarea that grows with its text without measuring itself (growing-textarea.css), for every multi-line
 * field: `autosize` forced a layout at every mount and keystroke (decision 065).
 */
export const GrowingTextarea = ({ minRows = 2, maxRows, inputStyle, ...props }: Props) => (
  <Textarea
    {...props}
    rows={minRows}
    resize="vertical"
    classNames={{ input: 'growing-textarea' }}
    styles={{
      input: {
        ...inputStyle,
        '--growing-min-rows': minRows,
        ...(maxRows !== undefined && { '--growing-max-rows': maxRows }),
      } as CSSProperties,
    }}
  />
);
