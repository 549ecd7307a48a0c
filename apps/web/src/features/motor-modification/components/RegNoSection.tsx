import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { normalizeRegistrationNumber, type CpMtaModel } from '@panel/domain';
import { useFormContext } from 'react-hook-form';

/** The registration number (001 §2, §5): spaces removed and upper-cased as typed. */
export function RegNoSection({ currentRegNo }: { currentRegNo: string }) {
  const { register, setValue, formState } = useFormContext<CpMtaModel>();
  return (
    <TextInput
      {...register('regNo', {
        onChange: (event: { target: HTMLInputElement }) => setValue('regNo', normalizeRegistrationNumber(event.target.value)),
      })}
      label="Nowy numer rejestracyjny"
      description={`Obecny numer: ${currentRegNo}. Tylko litery i cyfry, bez spacji.`}
      maxLength={10}
      autoComplete="off"
      withAsterisk
      error={formState.errors.regNo?.message}
      maw={360}
    />
  );
}
