import type { UploadedFile } from '@panel/domain';
import { useState, useSyncExternalStore } from 'react';
import { deleteUpload, uploadFile } from './upload-request';

export interface QueuedFile {
  /** The file's id, chosen here before it is sent (decision 134). */
  id: string;
  name: string;
  size: number;
  /** 0–100 while sending; undefined once refused. */
  progress?: number;
  error?: string;
}

interface QueueState {
  /** Files being sent or refused; an accepted file leaves the queue for the form's value. */
  files: readonly QueuedFile[];
  /** A submit is waiting for running uploads. */
  waiting: boolean;
  /** A submit was stopped because refused files are still listed. */
  refusedListed: boolean;
}

/** A random UUID; getRandomValues works on plain http too, unlike randomUUID. */
function newFileId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The uploads of one form: the files still being sent or refused, and the form's submit, which waits for the running
 * ones (issue 12 defect 1) and does not go on while refused files are listed.
 */
export class UploadQueue {
  private state: QueueState = { files: [], waiting: false, refusedListed: false };
  private readonly listeners = new Set<() => void>();
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = () => this.state;

  private set(change: Partial<QueueState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  private update(id: string, change: Partial<QueuedFile>) {
    this.set({ files: this.state.files.map((file) => (file.id === id ? { ...file, ...change } : file)) });
  }

  /** Lists a file the browser refused with its message. */
  refuse(file: File, error: string) {
    this.set({ files: [...this.state.files, { id: newFileId(), name: file.name, size: file.size, error }] });
  }

  /** Sends a file into the draft; `onAdd` receives it once the server has stored it. */
  send(file: File, draftId: string, onAdd: (file: UploadedFile) => void) {
    const id = newFileId();
    const controller = new AbortController();
    this.set({ files: [...this.state.files, { id, name: file.name, size: file.size, progress: 0 }] });
    const done = uploadFile(file, draftId, id, (progress) => this.update(id, { progress }), controller.signal).then(
      (uploaded) => {
        if (controller.signal.aborted) return;
        this.set({ files: this.state.files.filter((item) => item.id !== id) });
        onAdd(uploaded);
      },
      (failure: Error) => {
        if (!controller.signal.aborted) this.update(id, { error: failure.message, progress: undefined });
      },
    );
    this.running.set(id, { controller, done: done.finally(() => this.running.delete(id)) });
  }

  /** Takes a file off the list; one still being sent is aborted and the server told to forget it. */
  remove(id: string) {
    const upload = this.running.get(id);
    if (upload) {
      this.running.delete(id);
      upload.controller.abort();
      void deleteUpload(id).catch(() => undefined);
    }
    const files = this.state.files.filter((file) => file.id !== id);
    this.set({ files, refusedListed: this.state.refusedListed && files.some((file) => file.error) });
  }

  /**
   * Wraps a form's submit: it waits for the running uploads (shown at the queue), then goes on, unless refused files
   * are still listed: then the queue asks the agent to remove them.
   */
  whenSettled(submit: () => unknown) {
    return async (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      if (this.state.waiting) return;
      if (this.running.size > 0) {
        this.set({ waiting: true });
        while (this.running.size > 0) await Promise.all([...this.running.values()].map((upload) => upload.done));
        this.set({ waiting: false });
      }
      if (this.state.files.some((file) => file.error)) {
        this.set({ refusedListed: true });
        return;
      }
      await submit();
    };
  }
}

/** The upload queue of a form, shared by its FileUpload and its submit. */
export function useUploadQueue(): UploadQueue {
  const [queue] = useState(() => new UploadQueue());
  return queue;
}

export function useQueueState(queue: UploadQueue): QueueState {
  return useSyncExternalStore(queue.subscribe, queue.snapshot);
}
