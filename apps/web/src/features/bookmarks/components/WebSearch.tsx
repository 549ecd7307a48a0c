import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import { Button, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import classes from './BookmarksWidget.module.css';

/** 000 §2, 001 §9: the search field takes at most 255 characters. */
export const SEARCH_MAX_LENGTH = 255;
const SEARCH_ENGINE_URL = 'https://www.google.com/search?q=';

/** Web search: the results open in a new tab, the panel stays where it was. */
export function WebSearch() {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
    if (query) window.open(SEARCH_ENGINE_URL + encodeURIComponent(query), '_blank', 'noopener,noreferrer');
  }

  return (
    <form role="search" className={classes.search} onSubmit={onSubmit}>
      <TextInput name="q" type="search" label="Szukaj w internecie" maxLength={SEARCH_MAX_LENGTH} size="xs" className={classes.query} />
      <Button type="submit" size="xs">
        Szukaj
      </Button>
    </form>
  );
}
