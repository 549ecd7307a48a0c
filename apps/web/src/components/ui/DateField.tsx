import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { isIsoDate } from '@panel/domain';
import { lazy, Suspense, useRef, useState, type ReactNode, type Ref } from 'react';
import { dateText, dateValue, typedDateText } from './date-text';
import { IconCalendar } from './icons';

// The month grid and its positioning load when a calendar is first opened, not with every form that has a date.
const DateCalendar = lazy(() => import('./DateCalendar').then((module) => ({ default: module.DateCalendar })));

export interface DateFieldProps {
  /** The form value: yyyy-MM-dd, or the text as written while it is not a real date. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  disabled?: boolean;
  /** The earliest and latest day the calendar offers, yyyy-MM-dd. */
  min?: string;
  max?: string;
}

/**
 * A date written dd.MM.yyyy whatever the browser's language, with a Polish month calendar behind a button. The form
 * sees yyyy-MM-dd (decision 152).
 */
export function DateField({ value, onChange, onBlur, name, ref, label, description, error, withAsterisk, disabled, min, max }: DateFieldProps) {
  const [text, setText] = useState(() => dateText(value));
  // The value this text stands for: a value set from outside (a reset, a preset date) replaces the text.
  const [textValue, setTextValue] = useState(value);
  if (value !== textValue) {
    setTextValue(value);
    setText(dateText(value));
  }
  const [opened, setOpened] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const inputRef = useMergedRef(input, ref);

  const write = (nextText: string) => {
    const next = dateValue(nextText);
    setText(nextText);
    setTextValue(next);
    onChange(next);
  };

  const close = (returnFocus: boolean) => {
    setOpened(false);
    if (returnFocus) input.current?.focus();
  };

  return (
    <TextInput
      ref={inputRef}
      name={name}
      value={text}
      onChange={(event) => write(typedDateText(text, event.currentTarget.value))}
      onBlur={() => {
        if (isIsoDate(value)) setText(dateText(value));
        onBlur?.();
      }}
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      disabled={disabled}
      placeholder="dd.mm.rrrr"
      inputMode="numeric"
      autoComplete="off"
      rightSectionPointerEvents="all"
      rightSection={
        <ActionIcon
          ref={toggle}
          variant="subtle"
          color="gray.8"
          aria-label="Wybierz datę z kalendarza"
          aria-haspopup="dialog"
          aria-expanded={opened}
          disabled={disabled}
          onClick={() => setOpened((open) => !open)}
        >
          <IconCalendar size={18} aria-hidden />
        </ActionIcon>
      }
      inputContainer={(children) => (
        <div style={{ position: 'relative' }}>
          {children}
          {opened && (
            <Suspense fallback={null}>
              <DateCalendar
                value={value}
                min={min}
                max={max}
                toggle={toggle}
                onPick={(day) => {
                  write(dateText(day));
                  close(true);
                }}
                onClose={close}
              />
            </Suspense>
          )}
        </div>
      )}
    />
  );
}
