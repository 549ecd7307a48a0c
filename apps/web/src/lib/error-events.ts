export interface HttpFailure {
  status: number;
  url: string;
  message: string;
  requestId: string | null;
}

type Listener = (failure: HttpFailure) => void;

const listeners = new Set<Listener>();
const registeredMessages = new Map<string, string>();

export function subscribeHttpFailures(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function broadcastHttpFailure(failure: HttpFailure): void {
  listeners.forEach((listener) => listener(failure));
}

export function registerErrorMessage(urlFragment: string, message: string): () => void {
  registeredMessages.set(urlFragment, message);
  return () => registeredMessages.delete(urlFragment);
}

export function registeredErrorMessage(url: string): string | undefined {
  for (const [fragment, message] of registeredMessages) {
    if (url.includes(fragment)) return message;
  }
  return undefined;
}
