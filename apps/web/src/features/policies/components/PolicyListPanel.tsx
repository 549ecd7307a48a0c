import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { messages, productLineIds, productLineLabels, tableTypeLabels, type PolicyListQuery, type ProductLineId, type TableType } from '@panel/domain';
import { useId } from 'react';
import { uiMessages } from '../../../lib/ui-messages';
import { useExportPolicies, type ExportFormat } from '../api/export-policies';
import { usePolicyList } from '../api/get-policy-list';
import { nextSort, PolicyTable, type SortField, type TableSort } from './PolicyTable';
import { TablePager } from './TablePager';

export interface ListState extends TableSort {
  type: ProductLineId | '';
  text: string;
  page: number;
  pageSize: number;
}

export const emptyListState: ListState = { type: '', text: '', sort: 'policyDate', order: 'desc', page: 1, pageSize: 10 };

const TEXT_FILTER_DELAY_MS = 300;

interface PolicyListPanelProps {
  tableType: TableType;
  state: ListState;
  onChange: (state: ListState) => void;
  onOpen: (policyNo: string) => void;
}

/** One list: filters, export buttons, the table and its pager. */
export function PolicyListPanel({ tableType, state, onChange, onOpen }: PolicyListPanelProps) {
  const [text] = useDebouncedValue(state.text.trim(), TEXT_FILTER_DELAY_MS);
  const filters = { tableType, sort: state.sort, order: state.order, type: state.type || undefined, q: text || undefined };
  const query: PolicyListQuery = { ...filters, page: state.page, pageSize: state.pageSize };
  const list = usePolicyList(query);
  const exporting = useExportPolicies();
  const update = (change: Partial<ListState>) => onChange({ ...state, page: 1, ...change });
  const download = (format: ExportFormat) => exporting.mutate({ format, filters });
  const numberLabel = tableType === 'QUOTATION' ? 'Numer oferty' : 'Numer polisy';
  // An empty list is not exported: the buttons say why instead of saving a file with headers alone.
  const empty = list.isSuccess && list.data.total === 0;
  const emptyReasonId = useId();

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Typ"
          value={state.type}
          onChange={(event) => update({ type: event.currentTarget.value as ListState['type'] })}
          data={[{ value: '', label: 'Wszystkie' }, ...productLineIds.map((id) => ({ value: id, label: productLineLabels[id] }))]}
        />
        <TextInput
          label="Szukaj na liście"
          placeholder="Klient lub początek numeru"
          value={state.text}
          maxLength={100}
          onChange={(event) => update({ text: event.currentTarget.value })}
          style={{ flex: '1 1 12rem' }}
        />
        <Group gap="xs">
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="default"
              disabled={empty}
              aria-describedby={empty ? emptyReasonId : undefined}
              loading={exporting.isPending && exporting.variables.format === format}
              onClick={() => download(format)}
            >
              {`Pobierz ${format.toUpperCase()}`}
            </Button>
          ))}
        </Group>
      </Group>
      {empty && (
        <Text size="sm" id={emptyReasonId}>
          {messages.POLICIES_EXPORT_EMPTY}
        </Text>
      )}
      {exporting.error && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => exporting.reset()}>
          {exporting.error.message}
        </Alert>
      )}
      {list.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          {uiMessages.LOADING}
        </Group>
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {list.error.message}
        </Alert>
      ) : list.data.policies.length === 0 ? (
        <Text>{messages.POLICIES_EMPTY}</Text>
      ) : (
        <>
          <PolicyTable
            caption={tableTypeLabels[tableType]}
            rows={list.data.policies}
            sort={state}
            onSort={(field: SortField) => update(nextSort(state, field))}
            onOpen={onOpen}
            numberLabel={numberLabel}
            busy={list.isPlaceholderData}
          />
          <TablePager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            totalCapped={list.data.totalCapped}
            onPage={(page) => onChange({ ...state, page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        </>
      )}
    </Stack>
  );
}
