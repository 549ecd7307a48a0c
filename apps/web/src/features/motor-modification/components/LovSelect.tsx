import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { NativeSelect } from '@mantine/core';
import type { CpMtaModel, LovItem, LovKey } from '@panel/domain';
import { Controller, type FieldPathByValue } from 'react-hook-form';
import { useLov } from '../api/get-lov';
import { CHOOSE_PLACEHOLDER } from './CascadeSelect';

interface LovSelectProps {
  policyNo: string;
  lov: LovKey;
  name: FieldPathByValue<CpMtaModel, string>;
  label: string;
  /** Called with the chosen key after it is set. */
  onChosen?: (key: string) => void;
}

function optionsOf(items: readonly LovItem[] | undefined, value: string) {
  const known = items ?? [];
  // A key of the policy the list no longer has is still shown.
  const shown = value !== '' && !known.some((item) => item.key === value) ? [...known, { key: value, value }] : known;
  return [{ value: '', label: items ? CHOOSE_PLACEHOLDER : 'Wczytywanie…' }, ...shown.map((item) => ({ value: item.key, label: item.value }))];
}

/**
 * A required choice from a list of values (GET /partner/rest/lovs/get/{policyNo}/{key}); '-- Wybierz --' first.
 * Controlled, so that a value loaded before its list shows once the list arrives.
 */
export function LovSelect({ policyNo, lov, name, label, onChosen }: LovSelectProps) {
  const { data } = useLov(policyNo, lov);
  return (
    <Controller<CpMtaModel, typeof name>
      name={name}
      render={({ field, fieldState }) => (
        <NativeSelect
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(event) => {
            field.onChange(event.currentTarget.value);
            onChosen?.(event.currentTarget.value);
          }}
          onBlur={field.onBlur}
          label={label}
          data={optionsOf(data, field.value)}
          withAsterisk
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
