import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import {
  allowedFileExtensions,
  checkUploadQueue,
  EMPTY_FILE_NOTICE_MS,
  messages,
  type UploadedFile,
} from '@panel/domain';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import classes from './FileUpload.module.css';
import { deleteUpload, uploadFile } from './upload-request';

interface PendingFile {
  key: string;
  name: string;
  size: number;
  /** 0–100 while sending; undefined once refused. */
  progress?: number;
  error?: string;
  controller?: AbortController;
}

export interface FileUploadProps {
  label: string;
  /** The form the files are queued for on the server (decision 050). */
  draftId: string;
  /** Files already uploaded for the form. */
  files: readonly UploadedFile[];
  onAdd: (file: UploadedFile) => void;
  onRemove: (id: string) => void;
  required?: boolean;
  error?: string;
}

const accept = allowedFileExtensions.map((extension) => `.${extension}`).join(',');
let nextKey = 0;

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
export function FileUpload({ label, draftId, files, onAdd, onRemove, required, error }: FileUploadProps) {
  const id = useId();
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [notice, setNotice] = useState('');
  const [dragging, setDragging] = useState(false);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  const update = (key: string, change: Partial<PendingFile>) =>
    setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const drop = (key: string) => setPending((items) => items.filter((item) => item.key !== key));

  function start(file: File, key: string, controller: AbortController) {
    uploadFile(file, draftId, (progress) => update(key, { progress }), controller.signal).then(
      (uploaded) => {
        drop(key);
        onAdd(uploaded);
      },
      (failure: Error) => {
        if (!controller.signal.aborted) update(key, { error: failure.message, progress: undefined });
      },
    );
  }

  function add(chosen: File[]) {
    const queued = [...files, ...pending.filter((item) => !item.error)];
    const checks = checkUploadQueue(chosen, queued);
    const empty = chosen.filter((_, i) => checks[i]!.error === messages.FILE_EMPTY).map((file) => file.name);
    if (empty.length > 0) {
      setNotice(`${messages.FILE_EMPTY} ${empty.join(', ')}`);
      clearTimeout(noticeTimer.current);
      noticeTimer.current = setTimeout(() => setNotice(''), EMPTY_FILE_NOTICE_MS);
    }
    const added: PendingFile[] = [];
    chosen.forEach((file, i) => {
      const refusal = checks[i]!.error;
      if (refusal === messages.FILE_EMPTY) return;
      const key = `upload-${(nextKey += 1)}`;
      if (refusal) {
        added.push({ key, name: file.name, size: file.size, error: refusal });
        return;
      }
      const controller = new AbortController();
      added.push({ key, name: file.name, size: file.size, progress: 0, controller });
      start(file, key, controller);
    });
    setPending((items) => [...items, ...added]);
  }

  function removePending(item: PendingFile) {
    item.controller?.abort();
    drop(item.key);
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
          accept={accept}
          aria-label={label}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            add([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = '';
          }}
        />
        <label htmlFor={`${id}-input`} className={classes.pick}>
          Wybierz pliki
        </label>
        <span id={hintId} className={classes.hint}>
          lub przeciągnij je tutaj. PDF, JPG, PNG, TIFF, DOC, DOCX, ODT lub TXT; do 10 MB każdy, razem do 20 MB, najwyżej 10.
        </span>
      </div>
      <p role="status" className={classes.notice}>
        {notice}
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
            <li key={item.key} className={classes.item}>
              <span className={classes.name}>{item.name}</span>
              {item.progress !== undefined && (
                <progress max={100} value={item.progress} aria-label={`Wysyłanie ${item.name}`}>
                  {item.progress}%
                </progress>
              )}
              <Button variant="subtle" color="red" size="compact-xs" onClick={() => removePending(item)} aria-label={`Usuń ${item.name}`}>
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
      {error && (
        <p id={errorId} className={classes.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
