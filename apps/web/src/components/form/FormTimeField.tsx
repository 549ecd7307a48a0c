import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { timeValue, typedTimeText } from '../ui/time-text';

interface FormTimeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
}

/**
 * A time written HH:mm, 24-hour whatever the browser's language (a native time input shows 'AM' and 'PM' in an
 * English browser), bound to a react-hook-form field holding HH:mm.
 */
export function FormTimeField<T extends FieldValues>({ control, name, ...props }: FormTimeFieldProps<T>) {
  const { field } = useController({ control, name });
  const { ref, onChange, onBlur, value } = field;
  const text = value as string;
  return (
    <TextInput
      {...props}
      ref={ref}
      name={name}
      value={text}
      onChange={(event) => onChange(timeValue(typedTimeText(text, event.currentTarget.value)))}
      onBlur={onBlur}
      placeholder="gg:mm"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
    />
  );
}
