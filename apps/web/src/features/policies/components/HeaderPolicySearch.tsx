import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { messages, productLineLabels, QUICK_SEARCH_MIN_LENGTH, tableTypeLabels, type QuickSearchHit } from '@panel/domain';
import { useState, type KeyboardEvent } from 'react';
import { useQuickSearch } from '../api/quick-search';
import classes from './HeaderPolicySearch.module.css';
import { matchLabels } from './labels';
import { PolicyDetailsPopup } from './PolicyDetailsPopup';

const TYPING_DELAY_MS = 250;

function Hit({ hit }: { hit: QuickSearchHit }) {
  return (
    <span className={classes.hit}>
      <span className={classes.hitTitle}>{`${hit.policyNo} · ${hit.customerName}`}</span>
      <span className={classes.hitMeta}>
        {`${productLineLabels[hit.type]} · ${tableTypeLabels[hit.tableType]} · ${matchLabels[hit.matchedBy]}: ${hit.matchedValue}`}
      </span>
    </span>
  );
}

/**
 * The header search (decision 012): the agent's policies by number, plate, VIN, PESEL, NIP, REGON or customer name,
 * asked as the user types (from 2 characters, at most 10 hits). Enter or a click opens the details popup; Enter with
 * no hit chosen opens the first.
 */
export function HeaderPolicySearch() {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState('');
  const [typed] = useDebouncedValue(value.trim(), TYPING_DELAY_MS);
  const search = useQuickSearch(typed);
  const [opened, setOpened] = useState<string | null>(null);
  const longEnough = typed.length >= QUICK_SEARCH_MIN_LENGTH;
  const hits = longEnough ? (search.data?.hits ?? []) : [];
  const waiting = value.trim() !== typed || search.isFetching;

  function open(policyNo: string) {
    setOpened(policyNo);
    combobox.closeDropdown();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || combobox.getSelectedOptionIndex() !== -1) return;
    event.preventDefault();
    if (hits[0] && !waiting) open(hits[0].policyNo);
  }

  const empty = !longEnough ? messages.QUICK_SEARCH_MIN_LENGTH : waiting ? 'Szukam…' : messages.QUICK_SEARCH_NO_HITS;

  return (
    <div className={classes.search} role="search" aria-label="Wyszukiwanie polis">
      <Combobox store={combobox} onOptionSubmit={open}>
        <Combobox.Target withExpandedAttribute>
          <TextInput
            label="Szukaj polisy"
            labelProps={{ className: classes.visuallyHidden }}
            placeholder="Nr polisy, rejestracja, VIN, PESEL, NIP, nazwisko"
            value={value}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => {
              setValue(event.currentTarget.value);
              combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onFocus={() => value.trim() !== '' && combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            onKeyDown={onKeyDown}
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options aria-label="Znalezione polisy">
            {hits.map((hit) => (
              <Combobox.Option key={hit.policyNo} value={hit.policyNo}>
                <Hit hit={hit} />
              </Combobox.Option>
            ))}
            {hits.length === 0 && <Combobox.Empty>{empty}</Combobox.Empty>}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <PolicyDetailsPopup policyNo={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
