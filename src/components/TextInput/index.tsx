/**
 * A one-line text field in the look of antd's outlined Input (default or large; the error
 * status), as a plain `<input>`: antd's Input brought rc-input, its clear button, counter
 * and affix wrapper and their style code (about 9 KB gzip) to forms that need a box to
 * type in. Every other attribute goes to the input, so FormField's control props fit.
 */
import { forwardRef, type InputHTMLAttributes } from 'react';
import styles from './TextInput.module.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  size?: 'middle' | 'large';
  /** antd's `status`: the error border and focus shadow. */
  status?: 'error';
}

const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput({ size = 'middle', status, className, type = 'text', ...rest }, ref) {
  const classes = [styles.input, size === 'large' ? styles.large : '', status === 'error' ? styles.error : '', className ?? ''].filter(Boolean).join(' ');
  return <input {...rest} ref={ref} type={type} className={classes} />;
});

export default TextInput;
