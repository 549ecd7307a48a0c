import '@mantine/core/styles/Loader.css';
import { Loader } from '@mantine/core';
import { uiMessages } from '../../../lib/ui-messages';
import { useNote } from '../api/get-note';
import { NoteForm } from './NoteForm';

/** Notes: one free text per user, kept on the server. */
export function NotesWidget() {
  const note = useNote();
  if (note.isPending) {
    return (
      <div role="status">
        <Loader size="sm" aria-hidden /> {uiMessages.LOADING}
      </div>
    );
  }
  if (note.isError) return <p role="alert">Nie udało się wczytać notatki.</p>;
  return <NoteForm saved={note.data} />;
}
