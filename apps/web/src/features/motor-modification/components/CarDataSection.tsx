import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Group, NumberInput, Radio, Text } from '@mantine/core';
import { carValueRange, formatAmount, type CpMtaModel } from '@panel/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { EquipmentLists } from './EquipmentLists';
import { VehicleChoice } from './VehicleChoice';
import { vehicleTypeLabels } from './vehicle-options';
import classes from './CarDataSection.module.css';

/** The car value, within ±10% of the catalogue value of the version, in whole złoty (001 §5, §9). */
function CarValueField() {
  const { control } = useFormContext<CpMtaModel>();
  const catalogue = useWatch({ control, name: 'carData.infoExpertCarValue' });
  if (catalogue === null) return null;
  const { min, max } = carValueRange(catalogue);
  return (
    <Controller
      control={control}
      name="carData.carValue"
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
          onBlur={field.onBlur}
          label="Wartość pojazdu"
          description={`Wartość katalogowa ${formatAmount(catalogue, 0)}; dozwolone od ${formatAmount(min, 0)} do ${formatAmount(max, 0)} (±10%).`}
          suffix=" zł"
          thousandSeparator=" "
          decimalScale={0}
          allowNegative={false}
          hideControls
          inputMode="numeric"
          withAsterisk
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Bought new at a Polish dealer (the first-owner choice, required). */
function FirstOwnerField() {
  const { control } = useFormContext<CpMtaModel>();
  return (
    <Controller
      control={control}
      name="carData.boughtAtPolishDealer"
      render={({ field, fieldState }) => (
        <Radio.Group
          name={field.name}
          label="Czy pojazd kupiono jako nowy w polskim salonie?"
          value={field.value === null ? '' : String(field.value)}
          onChange={(value) => field.onChange(value === 'true')}
          withAsterisk
          error={fieldState.error?.message}
        >
          <Group gap="lg" mt={6}>
            <Radio value="true" label="Tak" />
            <Radio value="false" label="Nie" />
          </Group>
        </Radio.Group>
      )}
    />
  );
}

/** Vehicle parameters (001 §2): the cascading choice, the car value, the first-owner choice and the equipment. */
export function CarDataSection({ policyNo }: { policyNo: string }) {
  const vehicleType = useWatch<CpMtaModel, 'carData.vehicleType'>({ name: 'carData.vehicleType' });
  return (
    <div className={classes.stack}>
      <Text className={classes.vehicleType}>
        Rodzaj pojazdu: <strong>{vehicleTypeLabels[vehicleType] ?? vehicleType}</strong>
      </Text>
      <VehicleChoice policyNo={policyNo} />
      <div className={classes.valueRow}>
        <CarValueField />
        <FirstOwnerField />
      </div>
      <EquipmentLists />
    </div>
  );
}
