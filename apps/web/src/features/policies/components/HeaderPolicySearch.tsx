import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { messages, productLineLabels, QUICK_SEARCH_MIN_LENGTH, tableTypeLabels, type QuickSearchHit } from '@panel/domain';
import { useId, useState, type KeyboardEvent } from 'react';
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
 * no hit chosen opens the first. A plain ARIA combobox (no positioning library: the list sits under the input), so
 * the header costs little JavaScript on every page (decision 025).
 */
export function HeaderPolicySearch() {
  const listId = useId();
  const [value, setValue] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed] = useDebouncedValue(value.trim(), TYPING_DELAY_MS);
  const search = useQuickSearch(typed);
  const [opened, setOpened] = useState<string | null>(null);
  const longEnough = typed.length >= QUICK_SEARCH_MIN_LENGTH;
  const hits = longEnough ? (search.data?.hits ?? []) : [];
  const waiting = value.trim() !== typed || search.isFetching;
  const optionId = (index: number) => `${listId}-${index}`;

  function open(policyNo: string) {
    setOpened(policyNo);
    setExpanded(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setExpanded(true);
      if (hits.length === 0) return;
      const down = event.key === 'ArrowDown';
      setActive((index) => (index === -1 ? (down ? 0 : hits.length - 1) : (index + (down ? 1 : -1) + hits.length) % hits.length));
    } else if (event.key === 'Escape') {
      setExpanded(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = hits[active] ?? (waiting ? undefined : hits[0]);
      if (chosen) open(chosen.policyNo);
    }
  }

  const empty = !longEnough ? messages.QUICK_SEARCH_MIN_LENGTH : waiting ? 'Szukam…' : messages.QUICK_SEARCH_NO_HITS;

  return (
    <div className={classes.search} role="search" aria-label="Wyszukiwanie polis">
      <TextInput
        label="Szukaj polisy"
        labelProps={{ className: classes.visuallyHidden }}
        placeholder="Nr polisy, rejestracja, VIN, PESEL, NIP, nazwisko"
        value={value}
        maxLength={100}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && hits[active] ? optionId(active) : undefined}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setExpanded(true);
          setActive(-1);
        }}
        // Not on focus: a closing popup gives the focus back here, and the list would open over the header.
        onClick={() => value.trim() !== '' && setExpanded(true)}
        onBlur={() => setExpanded(false)}
        onKeyDown={onKeyDown}
      />
      <div className={classes.dropdown} hidden={!expanded}>
        <ul id={listId} role="listbox" aria-label="Znalezione polisy" className={classes.options}>
          {hits.map((hit, index) => (
            <li
              key={hit.policyNo}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={classes.option}
              // Keeps the focus in the input, so the click lands before the list closes on blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => open(hit.policyNo)}
            >
              <Hit hit={hit} />
            </li>
          ))}
        </ul>
        {hits.length === 0 && <p className={classes.empty}>{empty}</p>}
      </div>
      <PolicyDetailsPopup policyNo={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
