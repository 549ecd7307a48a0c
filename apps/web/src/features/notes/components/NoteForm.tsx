import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import { Button, Textarea } from '@mantine/core';
import { messages, NOTE_MAX_LENGTH, NOTE_SAVED_LABEL_MS, noteLengthError } from '@panel/domain';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDraft } from '../../../lib/draft';
import { showServerErrors } from '../../../lib/forms';
import { HttpError } from '../../../lib/http';
import { useSaveNote } from '../api/save-note';
import classes from './NoteForm.module.css';

interface NoteFields {
  text: string;
}

/** The note editor: an unsaved text survives a reload (draft per user); 'Zapisano' shows for 1.5 s after saving. */
export function NoteForm({ saved }: { saved: string }) {
  const counterId = useId();
  const form = useForm<NoteFields>({ defaultValues: { text: saved }, mode: 'onChange' });
  useDraft('note', form);
  const save = useSaveNote();
  const [savedLabel, setSavedLabel] = useState(false);
  const length = useWatch({ control: form.control, name: 'text' }).length;
  const error = form.formState.errors.text?.message;

  useEffect(() => {
    if (!savedLabel) return;
    const timer = setTimeout(() => setSavedLabel(false), NOTE_SAVED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [savedLabel]);

  const onSubmit = form.handleSubmit(async ({ text }) => {
    try {
      await save.mutateAsync(text);
      form.reset({ text });
      setSavedLabel(true);
    } catch (failure) {
      if (!(failure instanceof HttpError)) throw failure;
      // Other failures are shown by the global error box; the text stays in the field (and in the draft).
      if (failure.status === 400) showServerErrors(form, failure, { _: 'text' }, 'text');
    }
  });

  return (
    <form className={classes.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Textarea
        {...form.register('text', { validate: (text) => noteLengthError(text) ?? true })}
        aria-label="Treść notatki"
        aria-describedby={counterId}
        error={error}
        classNames={{ root: classes.field, wrapper: classes.wrapper, input: classes.input }}
      />
      <div className={classes.footer}>
        <span id={counterId} className={length > NOTE_MAX_LENGTH ? classes.over : classes.counter}>
          Liczba znaków: {length} / {NOTE_MAX_LENGTH}
        </span>
        <span role="status" className={classes.saved}>
          {savedLabel ? messages.NOTE_SAVED : ''}
        </span>
        <Button type="submit" size="xs" loading={save.isPending}>
          Zapisz
        </Button>
      </div>
    </form>
  );
}
