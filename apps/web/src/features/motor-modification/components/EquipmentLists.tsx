import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Checkbox, Fieldset, SimpleGrid, Text, Title } from '@mantine/core';
import {
  equipmentSelectionError,
  formatNumber,
  isEquipmentOptionDisabled,
  MAX_EQUIPMENT_ITEMS,
  MAX_EQUIPMENT_PERCENTAGE,
  type CpMtaModel,
} from '@panel/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { equipmentQueryOptions } from '../api/catalogue';
import classes from './CarDataSection.module.css';

function StandardEquipment({ version, year }: { version: string; year: string }) {
  const { data, isPending, isError } = useQuery(equipmentQueryOptions('STD', version, year));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb={4}>
        Wyposażenie standardowe
      </Title>
      {isPending && <Text size="sm">Wczytywanie…</Text>}
      {isError && <Text size="sm">Nie udało się wczytać wyposażenia standardowego.</Text>}
      {data?.length === 0 && <Text size="sm">Brak danych o wyposażeniu standardowym tej wersji.</Text>}
      {data && data.length > 0 && (
        <ul className={classes.standard}>
          {data.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Equipment of the chosen version (001 §2, §5): the standard items read-only; the additional ones to tick, at most 4
 * (then the others are disabled) and together at most 20% of the vehicle value.
 */
export function EquipmentLists() {
  const { control, setValue } = useFormContext<CpMtaModel>();
  const [version, year, items] = useWatch({ control, name: ['carData.version', 'carData.year', 'carData.accessoriesOpt'] });
  const infoId = useId();
  const errorId = useId();
  const selected = items.filter((item) => item.selected);
  const error = equipmentSelectionError(selected);
  if (version === '') return null;
  return (
    <div className={classes.equipment}>
      <StandardEquipment version={version} year={year} />
      <Fieldset
        legend="Wyposażenie dodatkowe"
        variant="unstyled"
        classNames={{ legend: classes.legend }}
        aria-describedby={error ? `${infoId} ${errorId}` : infoId}
      >
        <Text size="sm" c="dimmed" id={infoId} mb="xs">
          Zaznacz maksymalnie {MAX_EQUIPMENT_ITEMS} elementy o łącznej wartości do {MAX_EQUIPMENT_PERCENTAGE}% wartości pojazdu.
          Wybrano: {selected.length}.
        </Text>
        {items.length === 0 ? (
          <Text size="sm">Ta wersja nie ma wyposażenia dodatkowego do wyboru.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {items.map((item, index) => (
              <Checkbox
                key={item.id}
                label={`${item.name} (${formatNumber(item.percentage, item.percentage % 1 === 0 ? 0 : 1)}%)`}
                checked={item.selected}
                disabled={isEquipmentOptionDisabled(selected.length, item.selected)}
                onChange={(event) => setValue(`carData.accessoriesOpt.${index}.selected`, event.currentTarget.checked)}
              />
            ))}
          </SimpleGrid>
        )}
        {error && (
          <Text size="sm" c="red.8" fw={500} mt="xs" id={errorId} role="alert">
            {error}
          </Text>
        )}
      </Fieldset>
    </div>
  );
}
