import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { formatNumber, MILEAGE_STEP_KM, type CpMtaModel } from '@panel/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { DriversBlock } from './DriversBlock';
import { LovSelect } from './LovSelect';

/**
 * Other data (001 §2, §5): each field only when its visibility flag is set; the drivers block when the model shows it.
 * The mileage is typed in whole kilometres, in steps of 100 km.
 */
export function OtherDataSection({ policyNo }: { policyNo: string }) {
  const { register, setValue, control, formState } = useFormContext<CpMtaModel>();
  const [other, policyMileage] = useWatch({ control, name: ['otherData', 'carData.currentMileage'] });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {other.currentMileageVisible && (
          <TextInput
            {...register('otherData.actualMileage', {
              onChange: (event: { target: HTMLInputElement }) => setValue('otherData.actualMileage', event.target.value.replace(/\D/g, '')),
            })}
            label="Aktualny przebieg (km)"
            description={`Na polisie: ${formatNumber(policyMileage)} km. Z dokładnością do ${MILEAGE_STEP_KM} km.`}
            inputMode="numeric"
            maxLength={7}
            autoComplete="off"
            withAsterisk
            error={formState.errors.otherData?.actualMileage?.message}
          />
        )}
        {other.annualMileageVisible && (
          <LovSelect policyNo={policyNo} lov="CP_ANNUAL_MILEAGE" name="otherData.averageAnnualMileage" label="Średni roczny przebieg" />
        )}
        {other.usageVisible && <LovSelect policyNo={policyNo} lov="CP_USAGE" name="otherData.carUsage" label="Sposób użytkowania pojazdu" />}
        {other.parkingVisible && <LovSelect policyNo={policyNo} lov="CP_PARKING" name="otherData.parkingType" label="Miejsce parkowania w nocy" />}
        {other.usageAbroadVisible && (
          <LovSelect policyNo={policyNo} lov="CP_USAGE_ABROAD" name="otherData.abroadUsage" label="Użytkowanie za granicą" />
        )}
        {other.drivingLicenseYearVisible && (
          <LovSelect
            policyNo={policyNo}
            lov="CP_DRIVING_LICENSE_YEAR"
            name="otherData.leastExperiencedDriverLicenseYear"
            label="Rok uzyskania prawa jazdy przez najmniej doświadczonego kierowcę"
          />
        )}
      </SimpleGrid>
      {other.showDrivers && (
        <Stack gap="sm">
          <Title order={3} size="h4">
            Kierowcy
          </Title>
          <DriversBlock policyNo={policyNo} />
        </Stack>
      )}
    </Stack>
  );
}
