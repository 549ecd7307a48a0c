import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Button } from '@mantine/core';
import { canAddBookmark, messages, type Bookmark } from '@panel/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useSession } from '../../../lib/session/context';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { BOOKMARKS_COOKIE_MAX_LENGTH, encodeBookmarks, readBookmarks, writeBookmarks } from '../bookmarks-cookie';
import classes from './BookmarksWidget.module.css';
import { WebSearch } from './WebSearch';
import { IconX } from '../../../components/ui/icons';

const AddBookmarkDialog = lazy(() => import('./AddBookmarkDialog').then((m) => ({ default: m.AddBookmarkDialog })));

/** Search and bookmarks: a web search and at most five bookmarks kept in a browser cookie. */
export function BookmarksWidget() {
  const { login } = useSession().user;
  const limitId = useId();
  const [bookmarks, setBookmarks] = useState(() => readBookmarks(login));
  const [adding, setAdding] = useState(false);
  const dialogNeeded = useOpenedOnce(adding);
  const canAdd = canAddBookmark(bookmarks.length);

  function store(next: Bookmark[]) {
    writeBookmarks(login, next);
    setBookmarks(next);
  }

  function add(bookmark: Bookmark): string | null {
    if (!canAddBookmark(bookmarks.length)) return messages.BOOKMARK_LIMIT;
    const next = [...bookmarks, bookmark];
    if (encodeBookmarks(next).length > BOOKMARKS_COOKIE_MAX_LENGTH) return messages.BOOKMARKS_COOKIE_FULL;
    store(next);
    return null;
  }

  return (
    <div className={classes.widget}>
      <WebSearch />
      <h3 className={classes.heading}>Zakładki</h3>
      {bookmarks.length === 0 ? (
        <p className={classes.empty}>Brak zakładek.</p>
      ) : (
        <ul className={classes.list}>
          {bookmarks.map((bookmark, index) => (
            <li key={`${index}-${bookmark.url}`} className={classes.item}>
              <a href={bookmark.url} target="_blank" rel="noopener noreferrer" className={classes.link} title={bookmark.url}>
                {bookmark.name}
              </a>
              <ActionIcon
                variant="subtle"
                color="red.8"
                size="sm"
                aria-label={`Usuń zakładkę: ${bookmark.name}`}
                onClick={() => store(bookmarks.filter((_, i) => i !== index))}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
      <div className={classes.actions}>
        <Button size="xs" variant="light" disabled={!canAdd} aria-describedby={canAdd ? undefined : limitId} onClick={() => setAdding(true)}>
          Dodaj zakładkę
        </Button>
        {!canAdd && (
          <span id={limitId} className={classes.limit}>
            {messages.BOOKMARK_LIMIT}
          </span>
        )}
      </div>
      {dialogNeeded && (
        <Suspense fallback={null}>
          <AddBookmarkDialog opened={adding} onClose={() => setAdding(false)} onAdd={add} />
        </Suspense>
      )}
    </div>
  );
}
