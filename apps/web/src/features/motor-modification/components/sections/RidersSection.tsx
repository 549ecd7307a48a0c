import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  formatAmount,
  messages,
  ridersErrors,
  toggleRider,
  type CpMtaModel,
  type LovKey,
  type RiderKey,
  type RiderPrice,
  type RidersConfig,
} from '@panel/domain';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { HttpError } from '../../../../lib/http';
import { newIdempotencyKey } from '../../../../lib/idempotency';
import { useLov } from '../../api/get-lov';
import { useRiderPrices } from '../../api/get-rider-prices';
import { useSaveRidersChange } from '../../api/save-riders-change';
import { same } from '../mta-sections';
import { DialogActions } from '../../../../components/ui/DialogActions';

const AC_RIDERS: ReadonlySet<RiderKey> = new Set(['ac', 'acWorkshop', 'acWorkshopPlus']);
/** Riders offered in variants: the variant chosen is kept in this field of the riders. */
const variantField = { nnw: 'nnwValue', premiumAssistance: 'assistanceType' } as const satisfies Partial<Record<RiderKey, keyof RidersConfig>>;

const variantOf = (riders: RidersConfig, rider: RiderKey) => (rider === 'nnw' || rider === 'premiumAssistance' ? riders[variantField[rider]] : '');

function isRowSelected(riders: RidersConfig, row: RiderPrice): boolean {
  return riders[row.rider] && (row.variant === '' || variantOf(riders, row.rider) === row.variant);
}

/** Ticks or unticks one price row: the rider with its rules (001 §4), and the row's variant when it has one. */
function chooseRow(riders: RidersConfig, row: RiderPrice, on: boolean): RidersConfig {
  const next = toggleRider(riders, row.rider, on);
  if (!on || row.variant === '' || (row.rider !== 'nnw' && row.rider !== 'premiumAssistance')) return next;
  return { ...next, [variantField[row.rider]]: row.variant };
}

/** Riders enabled by configuration; the AC riders only when the policy had no AC before (001 §4). */
const isOffered = (riders: RidersConfig, row: RiderPrice) => riders.enabled[row.rider] && !(riders.originalAc && AC_RIDERS.has(row.rider));

type Field = 'shareValue' | 'shareTheftValue';

function DeductibleSelect({ policyNo, lov, label, value, error, onChange }: { policyNo: string; lov: LovKey; label: string; value: string; error?: string; onChange: (value: string) => void }) {
  const options = useLov(policyNo, lov).data ?? [];
  return (
    <Select
      label={label}
      placeholder="-- Wybierz --"
      data={options.map((item) => ({ value: item.key, label: item.value }))}
      value={value || null}
      onChange={(chosen) => onChange(chosen ?? '')}
      error={error}
      withAsterisk
      comboboxProps={{ withinPortal: false }}
    />
  );
}

type Status = { kind: 'saved' | 'failed'; text: string } | null;

/**
 * Add voluntary insurance (001 §2 riders panel): the price matrix of getPrices, or the no-options message when the policy
 * has every rider already. The choice is made aside from the form, with the AC / workshop rules, and goes into the form
 * once saveRidersChange accepts it (then the page asks for a recalculation and the matrix is hidden). Clearing the
 * changes asks first, then starts again from the form's riders with new prices.
 */
export function RidersSection({ policyNo }: { policyNo: string }) {
  const { control, setValue } = useFormContext<CpMtaModel>();
  const formRiders = useWatch({ control, name: 'riders' });
  const prices = useRiderPrices(policyNo);
  const save = useSaveRidersChange();
  // The choice in progress, made from the form's riders at `from`; a change of the form's riders starts it again.
  const [draft, setDraft] = useState({ from: formRiders, value: formRiders });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>(null);
  const [savedRiders, setSavedRiders] = useState<RidersConfig | null>(null);
  const [confirming, setConfirming] = useState(false);

  const riders = same(draft.from, formRiders) ? draft.value : formRiders;
  const rows = (prices.data?.rows ?? []).filter((row) => isOffered(riders, row));
  const newAc = riders.ac && !riders.originalAc;
  const saved = savedRiders !== null && same(savedRiders, formRiders);

  const change = (next: RidersConfig) => {
    setDraft({ from: formRiders, value: next });
    setStatus(null);
  };
  const setField = (field: Field) => (value: string) => {
    change({ ...riders, [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSave = async () => {
    const found = ridersErrors(riders);
    if (Object.keys(found).length > 0) {
      setErrors({ shareValue: found.shareValue, shareTheftValue: found.shareTheftValue });
      const other = Object.entries(found).find(([field]) => field !== 'shareValue' && field !== 'shareTheftValue');
      if (other) setStatus({ kind: 'failed', text: other[1] });
      return;
    }
    const ids = rows.filter((row) => isRowSelected(riders, row)).map((row) => row.id);
    try {
      const answer = await save.mutateAsync({ payload: { policyNo, riders: riders, ids }, idempotencyKey: newIdempotencyKey() });
      setValue('riders', answer.riders, { shouldDirty: true, shouldValidate: true });
      setSavedRiders(answer.riders);
      setStatus({ kind: 'saved', text: messages.RIDERS_SAVE_SUCCESS });
    } catch (failure) {
      if (!(failure instanceof HttpError)) throw failure;
      const fieldErrors = failure.fieldErrors;
      setErrors({ shareValue: fieldErrors['riders.shareValue'], shareTheftValue: fieldErrors['riders.shareTheftValue'] });
      setStatus({ kind: 'failed', text: messages.RIDERS_SAVE_ERROR });
    }
  };

  const clearChanges = () => {
    setConfirming(false);
    setStatus(null);
    setErrors({});
    setDraft({ from: formRiders, value: formRiders });
    void prices.refetch();
  };

  const statusBox = (
    <div aria-live="polite">
      {status && (
        <Alert color={status.kind === 'saved' ? 'green' : 'red'} variant="light">
          {status.text}
        </Alert>
      )}
    </div>
  );

  if (saved) return statusBox;
  if (prices.isPending) return <Text size="sm">Wczytywanie cen ubezpieczeń dobrowolnych…</Text>;
  if (prices.isError) return <Text size="sm">Nie udało się wczytać cen ubezpieczeń dobrowolnych.</Text>;
  if (rows.length === 0) {
    return (
      <Text size="sm" role="status">
        {messages.NO_OPTIONS}
      </Text>
    );
  }

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={480}>
        <Table striped captionSide="top">
          <Table.Caption>Ceny ubezpieczeń dobrowolnych (składka roczna i za pozostały okres ubezpieczenia)</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Ubezpieczenie</Table.Th>
              <Table.Th ta="right">Składka roczna</Table.Th>
              <Table.Th ta="right">Za pozostały okres</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Checkbox
                    checked={isRowSelected(riders, row)}
                    onChange={(event) => change(chooseRow(riders, row, event.currentTarget.checked))}
                    label={row.variantName ? `${row.name} – ${row.variantName}` : row.name}
                  />
                </Table.Td>
                <Table.Td ta="right">{formatAmount(row.annualPremium)}</Table.Td>
                <Table.Td ta="right">{formatAmount(row.proRataPremium)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {newAc && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <DeductibleSelect
            policyNo={policyNo}
            lov="CP_DEDUCTIBLE"
            label="Udział własny w szkodzie AC"
            value={riders.shareValue}
            error={errors.shareValue}
            onChange={setField('shareValue')}
          />
          <DeductibleSelect
            policyNo={policyNo}
            lov="CP_DEDUCTIBLE_T"
            label="Udział własny w szkodzie kradzieżowej"
            value={riders.shareTheftValue}
            error={errors.shareTheftValue}
            onChange={setField('shareTheftValue')}
          />
          {riders.carValues.length > 0 && (
            <Select
              label="Suma ubezpieczenia AC"
              data={riders.carValues.map((value) => ({ value: String(value), label: formatAmount(value, 0) }))}
              value={riders.carValue === null ? null : String(riders.carValue)}
              onChange={(value) => change({ ...riders, carValue: value === null ? null : Number(value) })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        </SimpleGrid>
      )}
      {statusBox}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={() => setConfirming(true)}>
          Wyczyść zmiany
        </Button>
        <Button onClick={() => void onSave()} loading={save.isPending}>
          Zapisz zmiany w ubezpieczeniach
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Wyczyść zmiany" centered size="sm">
        <Stack gap="md">
          <Text>{messages.CANCEL_MESSAGE}</Text>
          <DialogActions>
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              Nie
            </Button>
            <Button onClick={clearChanges}>Tak</Button>
          </DialogActions>
        </Stack>
      </Modal>
    </Stack>
  );
}
