import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid } from '@mantine/core';
import {
  carInfoStepsFor,
  isMotorcycle,
  motorcycleEngineCapacityRanges,
  yearInPoland,
  type CarInfoStep,
  type CarLine,
  type CpMtaModel,
} from '@panel/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  carLinesQueryOptions,
  equipmentQueryOptions,
  makesQueryOptions,
  modelsQueryOptions,
  motorcycleVersionsQueryOptions,
} from '../api/catalogue';
import { useLov } from '../api/get-lov';
import { CascadeSelect } from './CascadeSelect';
import {
  distinctOptions,
  isLineStep,
  lineSteps,
  productionYears,
  stepLabels,
  type LineStep,
  type Option,
} from './vehicle-options';

type CarData = CpMtaModel['carData'];

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'pl');

/** The car lines that match every line step chosen before `step`. */
function matchingLines(lines: readonly CarLine[], car: CarData, steps: readonly CarInfoStep[], step: CarInfoStep): CarLine[] {
  const earlier = steps.slice(0, steps.indexOf(step)).filter(isLineStep);
  return lines.filter((line) => earlier.every((chosen) => lineSteps[chosen](line) === car[chosen]));
}

/**
 * The cascading vehicle choice (001 §4): make and year lead to the model (for motorcycles the engine capacity range),
 * then fuel, capacity, power, body, doors and version from the model's car lines; trailers and tractors skip the
 * steps they do not have (`carInfoStepsFor`). Changing a step clears every later one; a single option is chosen at once.
 * The version sets the catalogue value (the car value starts at it) and the additional equipment to choose from.
 */
export function VehicleChoice({ policyNo }: { policyNo: string }) {
  const { control, setValue, getValues, clearErrors, formState } = useFormContext<CpMtaModel>();
  const queryClient = useQueryClient();
  const car = useWatch({ control, name: 'carData' });
  const steps = carInfoStepsFor(car.vehicleType);
  const motorcycle = isMotorcycle(car.vehicleType);
  const bodies = useLov(policyNo, 'CP_BODY_TYPE_DESC');

  const makes = useQuery(makesQueryOptions(car.vehicleType));
  const models = useQuery({ ...modelsQueryOptions(car.make, car.year, car.vehicleType), enabled: !motorcycle && car.make !== '' && car.year !== '' });
  const lines = useQuery({ ...carLinesQueryOptions(car.year, car.model), enabled: !motorcycle && car.year !== '' && car.model !== '' });
  const motorcycles = useQuery({
    ...motorcycleVersionsQueryOptions(car.make, car.year, car.engineCapacityRange),
    enabled: motorcycle && car.make !== '' && car.year !== '' && car.engineCapacityRange !== '',
  });

  function lineLabel(step: LineStep, value: string): string {
    if (step === 'engineCapacity') return `${value} cm³`;
    if (step === 'enginePower') return `${value} kW`;
    if (step === 'body') return bodies.data?.find((item) => item.key === value)?.value ?? value;
    return value;
  }

  function optionsOf(step: CarInfoStep): Option[] | undefined {
    switch (step) {
      case 'make':
        return makes.data?.map((make) => ({ value: make.code, label: make.description }));
      case 'year':
        return productionYears(yearInPoland(new Date()));
      case 'engineCapacityRange':
        return motorcycleEngineCapacityRanges.map((range) => ({ value: range.code, label: range.description }));
      case 'model':
        return models.data && Object.entries(models.data).map(([value, label]) => ({ value, label })).sort(byLabel);
      case 'version':
        if (motorcycle) {
          return motorcycles.data?.map((version) => ({
            value: version.id,
            label: `${version.model} ${version.version} (${version.engineDisplacement} cm³, ${version.enginePower} kW)`,
          }));
        }
        return lines.data && matchingLines(lines.data, car, steps, step).map((line) => ({ value: line.id, label: line.version }));
      default:
        if (!isLineStep(step) || !lines.data) return undefined;
        return distinctOptions(
          matchingLines(lines.data, car, steps, step).map((line) => {
            const value = lineSteps[step](line);
            return { value, label: lineLabel(step, value) };
          }),
        );
    }
  }

  async function applyVersion(id: string) {
    const year = getValues('carData.year');
    const chosen = motorcycle ? motorcycles.data?.find((version) => version.id === id) : lines.data?.find((line) => line.id === id);
    if (!chosen) return;
    setValue('carData.versionName', chosen.version);
    setValue('carData.infoExpertCarValue', chosen.value);
    setValue('carData.carValue', chosen.value, { shouldValidate: true });
    try {
      const equipment = await queryClient.fetchQuery(equipmentQueryOptions('OPT', id, year));
      // Only if the version is still the one chosen when asked.
      if (getValues('carData.version') === id) {
        setValue('carData.accessoriesOpt', equipment.map((item) => ({ ...item, selected: false })));
      }
    } catch {
      // The failed call is reported by the HTTP client; the list stays empty.
    }
  }

  function choose(step: CarInfoStep, value: string) {
    const later = steps.slice(steps.indexOf(step) + 1);
    setValue(`carData.${step}`, value, { shouldValidate: true });
    for (const next of later) setValue(`carData.${next}`, '');
    clearErrors(later.map((next) => `carData.${next}` as const));
    if (step === 'version' && value !== '') {
      void applyVersion(value);
    } else {
      setValue('carData.versionName', '');
      setValue('carData.infoExpertCarValue', null);
      setValue('carData.carValue', null);
      setValue('carData.accessoriesOpt', []);
    }
  }

  const carErrors = formState.errors.carData;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
      {steps.map((step, index) => (
        <CascadeSelect
          key={step}
          label={stepLabels[step]}
          value={car[step]}
          options={optionsOf(step)}
          disabled={steps.slice(0, index).some((earlier) => car[earlier] === '')}
          error={carErrors?.[step]?.message}
          onChoose={(value) => choose(step, value)}
        />
      ))}
    </SimpleGrid>
  );
}
