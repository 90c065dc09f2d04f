/**
 * The register form's birthday field: antd's DatePicker, loaded when needed.
 *
 * The date picker (its panels, dayjs plugins and styles: about 30 KB gzip) is the form's
 * heaviest part and sits below the first screen on a phone. Until it is needed the field
 * is a read-only input of the same size and look; the picker's code is fetched when the
 * field comes into view, takes the focus or is pressed, and replaces it then (keeping the
 * focus, with its calendar open, as on a focused picker). Used as a Form.Item child:
 * id, value and onChange come from the form.
 */
import { CalendarOutlined } from '@ant-design/icons';
import { Input, type DatePickerProps, type InputRef } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { isFutureDay } from '../../components/rules';

type Picker = ComponentType<DatePickerProps>;

let loaded: Picker | undefined;
let loading: Promise<Picker> | undefined;

/** Fetches the date picker once (the page's other pickers reuse it). */
export function loadDatePicker(): Promise<Picker> {
  // Named: umi's granularChunks names a shared chunk after the names of the chunks using
  // it, and an unnamed one let the picker fall into a chunk the home page loads.
  loading ??= import(/* webpackChunkName: "birthday-picker" */ 'antd/es/date-picker').then((m) => {
    loaded = m.default as unknown as Picker;
    return loaded;
  });
  return loading;
}

export interface BirthdayPickerProps {
  id?: string;
  value?: Dayjs | string | null;
  onChange?: (value: Dayjs | null) => void;
  placeholder?: string;
  'aria-invalid'?: boolean;
}

export default function BirthdayPicker({ id, value, onChange, placeholder, ...rest }: BirthdayPickerProps) {
  const [Picker, setPicker] = useState<Picker | undefined>(() => loaded);
  const [focusOnSwap, setFocusOnSwap] = useState(false);
  // Controlled only when the picker replaced a focused stand-in: it opens at once then.
  const [open, setOpen] = useState<boolean>();
  const stand = useRef<InputRef>(null);
  const [wanted, setWanted] = useState(false);

  // Wanted once the field is on screen (or at once where nothing can tell).
  useEffect(() => {
    if (Picker || wanted) return undefined;
    const el = stand.current?.input;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setWanted(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [Picker, wanted]);

  useEffect(() => {
    if (!wanted || Picker) return undefined;
    let alive = true;
    loadDatePicker().then((P) => {
      if (!alive) return;
      // The stand-in had the focus: the picker takes it over.
      if (stand.current?.input && document.activeElement === stand.current.input) {
        setFocusOnSwap(true);
        setOpen(true);
      }
      setPicker(() => P);
    });
    return () => {
      alive = false;
    };
  }, [wanted, Picker]);

  if (Picker) {
    return (
      <Picker
        id={id}
        value={value ? dayjs(value) : value === null ? null : undefined}
        onChange={(d) => onChange?.(d)}
        style={{ width: '100%' }}
        format="YYYY-MM-DD"
        placeholder={placeholder}
        disabledDate={isFutureDay}
        suffixIcon={<CalendarOutlined />}
        inputReadOnly={false}
        showNow={false}
        // Only when the visitor was already on the field (it replaced the stand-in).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusOnSwap}
        open={open}
        onOpenChange={open === undefined ? undefined : setOpen}
        {...rest}
      />
    );
  }
  const want = () => setWanted(true);
  return (
    <Input
      ref={stand}
      id={id}
      readOnly
      value={value ? dayjs(value).format('YYYY-MM-DD') : ''}
      placeholder={placeholder}
      suffix={<CalendarOutlined />}
      onFocus={want}
      onMouseDown={want}
      onTouchStart={want}
      {...rest}
    />
  );
}
