import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from '../ui/DateField';

type FormDateFieldProps<T extends FieldValues> = Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'ref'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Fields validated again when this one changes. */
  deps?: FieldPath<T>[];
  /** Runs after the form took the new value (yyyy-MM-dd or the text as written). */
  onValueChange?: (value: string) => void;
};

/** A DateField bound to a react-hook-form field holding a yyyy-MM-dd string. */
export function FormDateField<T extends FieldValues>({ control, name, deps, onValueChange, ...props }: FormDateFieldProps<T>) {
  const { field } = useController({ control, name, rules: { deps } });
  const { ref, onChange, ...rest } = field;
  return (
    <DateField
      {...rest}
      {...props}
      value={rest.value as string}
      ref={ref}
      onChange={(value) => {
        onChange(value);
        onValueChange?.(value);
      }}
    />
  );
}
