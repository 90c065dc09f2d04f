/**
 * A one-line text field in the look of antd's outlined Input (default or large; the error
 * status; an icon before the text and a clear button after it), as a plain `<input>`:
 * antd's Input brought rc-input, its counter, its other variants and their style code
 * (about 9 KB gzip) to forms that need a box to type in. Every other attribute goes to
 * the input, so FormField's control props fit; with a prefix or a clear button the box is
 * a wrapper around the input (`.site-text-field`, which draws the keyboard ring), and it
 * takes `className` (as antd's does).
 */
import { forwardRef, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';
import styles from './TextInput.module.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  size?: 'middle' | 'large';
  /** antd's `status`: the error border and focus shadow. */
  status?: 'error';
  /** Drawn inside the box before the text (an icon). */
  prefix?: ReactNode;
  /** A button inside the box, after the text, that empties the field (shown while it holds text). */
  allowClear?: boolean;
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Empties the field as typing would: React's onChange sees an input event with the value ''. */
function clear(input: HTMLInputElement | null) {
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { size = 'middle', status, className, type = 'text', prefix, allowClear, ...rest },
  ref,
) {
  const own = useRef<HTMLInputElement | null>(null);
  const large = size === 'large' && styles.large;
  const error = status === 'error' && styles.error;
  if (prefix == null && !allowClear) return <input {...rest} ref={ref} type={type} className={join(styles.input, large, error, className)} />;

  const setRef = (el: HTMLInputElement | null) => {
    own.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  const empty = rest.value == null || rest.value === '';
  return (
    <span className={join('site-text-field', styles.affix, large, error, className)}>
      {prefix != null && <span className={styles.prefix}>{prefix}</span>}
      <input {...rest} ref={setRef} type={type} className={join(styles.input, large)} />
      {allowClear && (
        <span className={styles.suffix}>
          <button type="button" tabIndex={-1} className={join(styles.clear, empty && styles.clearHidden)} onClick={() => clear(own.current)}>
            <CloseCircleFilled />
          </button>
        </span>
      )}
    </span>
  );
});

export default TextInput;
