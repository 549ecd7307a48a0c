import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { Autocomplete, TextInput, type TextInputProps } from '@mantine/core';
import { searchCities, type CpMtaModel } from '@panel/domain';
import { useController, useFormContext, useWatch, type FieldPathByValue } from 'react-hook-form';
import { useCities } from '../../api/get-cities';

/** A text field of the model (`''` when empty). */
export type TextPath = FieldPathByValue<CpMtaModel, string>;

/** Postcode mask 99-999: digits only, the dash after the second. */
export function maskPostcode(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 5);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}

type FieldProps = { name: TextPath; label: string } & Omit<TextInputProps, 'name' | 'label' | 'value' | 'onChange' | 'error'>;

/** A text input bound to the modification form; its error shows once the form has one for it. */
export function FormTextInput({ name, label, ...props }: FieldProps) {
  const { field, fieldState } = useController<CpMtaModel, TextPath>({ name });
  return <TextInput {...props} {...field} label={label} error={fieldState.error?.message} />;
}

/** Postcode NN-NNN typed through the 99-999 mask; `mirror` is another field of the model that holds the same code. */
export function PostcodeInput({ name, label, mirror, ...props }: FieldProps & { mirror?: TextPath }) {
  const { setValue } = useFormContext<CpMtaModel>();
  const { field, fieldState } = useController<CpMtaModel, TextPath>({ name });
  return (
    <TextInput
      {...props}
      {...field}
      onChange={(event) => {
        const value = maskPostcode(event.currentTarget.value);
        field.onChange(value);
        if (mirror) setValue(mirror, value, { shouldDirty: true, shouldValidate: true });
      }}
      label={label}
      placeholder="00-000"
      inputMode="numeric"
      maxLength={6}
      error={fieldState.error?.message}
    />
  );
}

/** The city of an address: suggestions for its postcode from 2 typed characters, by prefix (001 §5). */
export function CityAutocomplete({ name, zipName, label, withAsterisk }: { name: TextPath; zipName: TextPath; label: string; withAsterisk?: boolean }) {
  const { control } = useFormContext<CpMtaModel>();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController<CpMtaModel, TextPath>({ name });
  const zip = useWatch({ control, name: zipName });
  const cities = useCities(zip).data ?? [];
  const options = [...new Set(searchCities(cities, field.value).map((city) => city.name))];
  return (
    <Autocomplete
      ref={ref}
      {...field}
      label={label}
      withAsterisk={withAsterisk}
      data={options}
      filter={({ options: all }) => all}
      limit={10}
      maxLength={100}
      error={fieldState.error?.message}
      // Inline, so that the list stays inside the page's main landmark.
      comboboxProps={{ withinPortal: false }}
    />
  );
}
