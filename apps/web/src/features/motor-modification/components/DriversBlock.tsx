import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Fieldset, Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { isLicenceMonthDropped, yearInPoland, type CpMtaModel } from '@panel/domain';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { LovSelect } from './LovSelect';

type DriverPath = 'otherData.drivers.mainDriver' | 'otherData.drivers.youngestDriver';

/** yyyy-MM-dd as typed: digits only, the dashes put in. */
function formatIsoDateInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('-');
}

function YesNo({ name, label }: { name: 'otherData.drivers.isOwnerMd' | 'otherData.drivers.hasSd'; label: string }) {
  const { field, fieldState } = useController<CpMtaModel, typeof name>({ name });
  const { setValue, getValues, clearErrors } = useFormContext<CpMtaModel>();
  return (
    <Radio.Group
      name={field.name}
      label={label}
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        if (name !== 'otherData.drivers.hasSd') return;
        // The youngest driver is asked only with younger drivers; answering 'Nie' drops what was typed for them.
        if (value === 'Y' && getValues('otherData.drivers.youngestDriver') === null) {
          setValue('otherData.drivers.youngestDriver', { birthDate: '', drivingLicenseYear: '', drivingLicenseMonth: '' });
        }
        if (value === 'N') {
          setValue('otherData.drivers.youngestDriver', null);
          clearErrors('otherData.drivers.youngestDriver');
        }
      }}
      withAsterisk
      error={fieldState.error?.message}
    >
      <Group gap="lg" mt={6}>
        <Radio value="Y" label="Tak" />
        <Radio value="N" label="Nie" />
      </Group>
    </Radio.Group>
  );
}

/** Birth date and driving licence (001 §5): the month is asked only for a licence younger than 3 years. */
function DriverFields({ policyNo, path, legend }: { policyNo: string; path: DriverPath; legend: string }) {
  const { register, setValue, control, formState } = useFormContext<CpMtaModel>();
  const licenceYear = useWatch({ control, name: `${path}.drivingLicenseYear` });
  const currentYear = yearInPoland(new Date());
  const monthAsked = /^\d{4}$/.test(licenceYear) && !isLicenceMonthDropped(Number(licenceYear), currentYear);
  const errors = path === 'otherData.drivers.mainDriver' ? formState.errors.otherData?.drivers?.mainDriver : formState.errors.otherData?.drivers?.youngestDriver;
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          {...register(`${path}.birthDate`, {
            onChange: (event: { target: HTMLInputElement }) => setValue(`${path}.birthDate`, formatIsoDateInput(event.target.value)),
          })}
          label="Data urodzenia"
          placeholder="RRRR-MM-DD"
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          withAsterisk
          error={errors?.birthDate?.message}
        />
        <LovSelect
          policyNo={policyNo}
          lov="CP_DRIVING_LICENSE_YEAR"
          name={`${path}.drivingLicenseYear`}
          label="Rok uzyskania prawa jazdy"
          onChosen={(year) => {
            if (!/^\d{4}$/.test(year) || isLicenceMonthDropped(Number(year), currentYear)) setValue(`${path}.drivingLicenseMonth`, '');
          }}
        />
        {monthAsked && <LovSelect policyNo={policyNo} lov="CP_MONTHS" name={`${path}.drivingLicenseMonth`} label="Miesiąc uzyskania prawa jazdy" />}
      </SimpleGrid>
    </Fieldset>
  );
}

/** The drivers (001 §2, §5): owner as the main driver, younger drivers, and each driver's dates. */
export function DriversBlock({ policyNo }: { policyNo: string }) {
  const hasSd = useWatch<CpMtaModel, 'otherData.drivers.hasSd'>({ name: 'otherData.drivers.hasSd' });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <YesNo name="otherData.drivers.isOwnerMd" label="Czy właściciel jest głównym kierowcą?" />
        <YesNo name="otherData.drivers.hasSd" label="Czy pojazdem kierują osoby młodsze od głównego kierowcy?" />
      </SimpleGrid>
      <DriverFields policyNo={policyNo} path="otherData.drivers.mainDriver" legend="Główny kierowca" />
      {hasSd === 'Y' && <DriverFields policyNo={policyNo} path="otherData.drivers.youngestDriver" legend="Najmłodszy kierowca" />}
    </>
  );
}
