import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { NativeSelect } from '@mantine/core';
import { useEffect } from 'react';
import type { Option } from './vehicle-options';

export const CHOOSE_PLACEHOLDER = '-- Wybierz --';

interface CascadeSelectProps {
  label: string;
  value: string;
  /** Undefined while the options are loading. */
  options: readonly Option[] | undefined;
  /** Until the earlier steps are chosen. */
  disabled: boolean;
  error: string | undefined;
  onChoose: (value: string) => void;
}

/** One step of the cascading vehicle choice (001 §4); a single option is chosen at once. */
export function CascadeSelect({ label, value, options, disabled, error, onChoose }: CascadeSelectProps) {
  const single = !disabled && value === '' && options?.length === 1 ? options[0]!.value : null;
  useEffect(() => {
    if (single !== null) onChoose(single);
  }, [single, onChoose]);

  const known = options ?? [];
  // A value of the policy the catalogue no longer lists is still shown.
  const shown = value !== '' && !known.some((option) => option.value === value) ? [...known, { value, label: value }] : known;
  return (
    <NativeSelect
      label={label}
      value={value}
      onChange={(event) => onChoose(event.currentTarget.value)}
      data={[{ value: '', label: options === undefined && !disabled ? 'Wczytywanie…' : CHOOSE_PLACEHOLDER }, ...shown]}
      disabled={disabled}
      error={error}
      withAsterisk
    />
  );
}
