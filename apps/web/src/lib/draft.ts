import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSession } from './session/context';

const DRAFT_PREFIX = 'panel.draft';

function userPrefix(login: string): string {
  return `${DRAFT_PREFIX}:${login}:`;
}

function readDraft<T>(storageKey: string): T | undefined {
  const saved = localStorage.getItem(storageKey);
  if (saved === null) return undefined;
  try {
    return JSON.parse(saved) as T;
  } catch {
    localStorage.removeItem(storageKey);
    return undefined;
  }
}

/** A draft as it was saved. One function for every render: the restoring effect must not run again on each. */
const asSaved = <T>(draft: T): T => draft;

/**
 * Keeps what the user typed into a form in localStorage (per user), so a session expiry or a reload loses nothing:
 * restored on mount, saved on every change, removed when the form is back to its defaults or submitted successfully.
 * `restored` brings a draft an earlier version of the panel saved up to the form's shape.
 */
export function useDraft<T extends FieldValues>(key: string, form: UseFormReturn<T>, restored: (draft: T) => T = asSaved): void {
  const storageKey = userPrefix(useSession().user.login) + key;

  useEffect(() => {
    const draft = readDraft<T>(storageKey);
    if (draft !== undefined) form.reset(restored(draft), { keepDefaultValues: true });
    return form.subscribe({
      formState: { values: true, isDirty: true, isSubmitted: true },
      callback: ({ values, isDirty, isSubmitSuccessful }) => {
        if (isSubmitSuccessful === true || isDirty === false) localStorage.removeItem(storageKey);
        else localStorage.setItem(storageKey, JSON.stringify(values));
      },
    });
  }, [form, storageKey, restored]);
}

export function clearDrafts(login: string): void {
  const prefix = userPrefix(login);
  Object.keys(localStorage)
    .filter((storageKey) => storageKey.startsWith(prefix))
    .forEach((storageKey) => localStorage.removeItem(storageKey));
}
