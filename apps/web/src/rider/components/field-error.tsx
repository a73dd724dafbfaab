import type { ReactNode } from 'react';

/** A field's message under its input (`.field .error-text`), read out when it appears. */
export const FieldError = ({ id, error }: { id: string; error: ReactNode }) =>
  error ? (
    <span className="error-text" id={id} role="alert">
      {error}
    </span>
  ) : null;

/** What ties an input to its message: marked invalid and described by it while there is one. */
export const invalidProps = (id: string, error: ReactNode) =>
  error ? { 'aria-invalid': true, 'aria-describedby': id } : {};
