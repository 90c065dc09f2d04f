/**
 * One form field laid out as antd's vertical form item, for forms of one or two fields that
 * do not need antd's Form (rc-field-form, async-validator and the grid: about 25 KB gzip):
 * the label, the control, then under it the error (announced) and a help line, in the
 * item's bottom margin, whose place a message takes as antd's does.
 *
 * The form keeps the value and works out the error; the control gets its id and ARIA state
 * from `children`. `--field-gap` (24 px, antd's) is the bottom margin and
 * `--field-label-weight` (400) the label's weight.
 */
import type { ReactNode } from 'react';
import styles from './FormField.module.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  /** antd Input's `status`. */
  status?: 'error';
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** What is wrong with the value, shown under the control; nothing when it is fine. */
  error?: string | null;
  help?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export default function FormField({ id, label, error, help, className, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [error && errorId, help && helpId].filter(Boolean).join(' ') || undefined;
  const classes = [styles.field, error ? styles.withError : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, status: error ? 'error' : undefined })}
      {error || help ? (
        <div className={styles.below}>
          {error ? (
            <div id={errorId} role="alert" className={styles.error}>
              {error}
            </div>
          ) : null}
          {help ? (
            <div id={helpId} className={styles.help}>
              {help}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
