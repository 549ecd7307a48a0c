import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { tableTypeLabels, tableTypes, type TableType } from '@panel/domain';
import { useState } from 'react';
import { emptyListState, PolicyListPanel, type ListState } from './PolicyListPanel';
import { PolicyDetailsPopup } from './PolicyDetailsPopup';

/**
 * The policies list widget (000 §2, §3): concluded, renewal and quotation lists, each paged, sorted, filtered and
 * exported on its own; each remembers its filters while another is shown.
 */
export function PoliciesListWidget() {
  const [active, setActive] = useState<TableType>('CONCLUDED');
  const [states, setStates] = useState<Record<TableType, ListState>>({
    CONCLUDED: emptyListState,
    RENEWAL: emptyListState,
    QUOTATION: emptyListState,
  });
  const [opened, setOpened] = useState<string | null>(null);

  return (
    <>
      <Tabs value={active} onChange={(value) => value && setActive(value as TableType)} keepMounted={false}>
        <Tabs.List mb="sm">
          {tableTypes.map((tableType) => (
            <Tabs.Tab key={tableType} value={tableType}>
              {tableTypeLabels[tableType]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tableTypes.map((tableType) => (
          <Tabs.Panel key={tableType} value={tableType}>
            <PolicyListPanel
              tableType={tableType}
              state={states[tableType]}
              onChange={(state) => setStates((all) => ({ ...all, [tableType]: state }))}
              onOpen={setOpened}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <PolicyDetailsPopup policyNo={opened} onClose={() => setOpened(null)} />
    </>
  );
}
