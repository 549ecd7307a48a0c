import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import {
  allowedFileExtensions,
  checkUploadQueue,
  describeFileExtensions,
  EMPTY_FILE_NOTICE_MS,
  messages,
  type FileExtension,
  type UploadedFile,
} from '@panel/domain';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import classes from './FileUpload.module.css';
import { deleteUpload } from './upload-request';
import { useQueueState, type UploadQueue } from './upload-queue';

export interface FileUploadProps {
  label: string;
  /** The form the files are queued for on the server (decision 050). */
  draftId: string;
  /** Files already uploaded for the form. */
  files: readonly UploadedFile[];
  onAdd: (file: UploadedFile) => void;
  onRemove: (id: string) => void;
  /** The form's queue (useUploadQueue): its submit waits for the files still being sent. */
  queue: UploadQueue;
  /** The file types this place takes: shown, offered by the picker and checked (the server checks the same list). */
  extensions?: readonly FileExtension[];
  required?: boolean;
  error?: string;
}

const sizeFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });
function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} kB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/**
 * The shared upload queue: pick or drop files, each is checked (000 §5, §9) and sent at once with its progress;
 * refusals show the §8 message at the file, an empty file a notice for 10 s.
 */
export function FileUpload({ label, draftId, files, onAdd, onRemove, queue, extensions = allowedFileExtensions, required, error }: FileUploadProps) {
  const id = useId();
  const { files: pending, waiting, refusedListed } = useQueueState(queue);
  const [notice, setNotice] = useState('');
  const [dragging, setDragging] = useState(false);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  function add(chosen: File[]) {
    const queued = [...files, ...pending.filter((item) => !item.error)];
    const checks = checkUploadQueue(chosen, queued, extensions);
    const empty = chosen.filter((_, i) => checks[i]!.error === messages.FILE_EMPTY).map((file) => file.name);
    if (empty.length > 0) {
      setNotice(`${messages.FILE_EMPTY} ${empty.join(', ')}`);
      clearTimeout(noticeTimer.current);
      noticeTimer.current = setTimeout(() => setNotice(''), EMPTY_FILE_NOTICE_MS);
    }
    chosen.forEach((file, i) => {
      const refusal = checks[i]!.error;
      if (refusal === messages.FILE_EMPTY) return;
      if (refusal) queue.refuse(file, refusal);
      else queue.send(file, draftId, onAdd);
    });
  }

  function removeUploaded(fileId: string) {
    onRemove(fileId);
    void deleteUpload(fileId).catch(() => undefined);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const fieldError = refusedListed ? messages.UPLOADS_REFUSED_LISTED : error;
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={classes.label}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden="true">
            {' '}*
          </span>
        )}
      </p>
      <div
        className={classes.dropzone}
        data-active={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={`${id}-input`}
          className={classes.input}
          type="file"
          multiple
          accept={extensions.map((extension) => `.${extension}`).join(',')}
          aria-label={label}
          aria-describedby={[hintId, fieldError ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={fieldError ? true : undefined}
          onChange={(event) => {
            add([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = '';
          }}
        />
        <label htmlFor={`${id}-input`} className={classes.pick}>
          Wybierz pliki
        </label>
        <span id={hintId} className={classes.hint}>
          lub przeciągnij je tutaj. {describeFileExtensions(extensions)}; do 10 MB każdy, razem do 20 MB, najwyżej 10.
        </span>
      </div>
      <p role="status" className={classes.notice}>
        {notice}
      </p>
      <p role="status" className={classes.waiting}>
        {waiting ? messages.UPLOADS_RUNNING : ''}
      </p>
      {(files.length > 0 || pending.length > 0) && (
        <ul className={classes.list} aria-label="Załączone pliki">
          {files.map((file) => (
            <li key={file.id} className={classes.item}>
              <span className={classes.name}>{file.name}</span>
              <span>{formatFileSize(file.size)}</span>
              <Button variant="subtle" color="red" size="compact-xs" onClick={() => removeUploaded(file.id)} aria-label={`Usuń ${file.name}`}>
                Usuń
              </Button>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.id} className={classes.item}>
              <span className={classes.name}>{item.name}</span>
              {item.progress !== undefined && (
                <progress max={100} value={item.progress} aria-label={`Wysyłanie ${item.name}`}>
                  {item.progress}%
                </progress>
              )}
              <Button variant="subtle" color="red" size="compact-xs" onClick={() => queue.remove(item.id)} aria-label={`Usuń ${item.name}`}>
                Usuń
              </Button>
              {item.error && (
                <span role="alert" className={classes.error}>
                  {item.error}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {fieldError && (
        <p id={errorId} className={classes.fieldError}>
          {fieldError}
        </p>
      )}
    </div>
  );
}
