import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { DocumentStatus } from '@panel/domain';

/** A document's state as the lists show it; DOWNLOADED only in the change documents of the modification (001 §4). */
export type DocumentBadgeStatus = DocumentStatus | 'DOWNLOADED';

const statusLabels: Record<DocumentBadgeStatus, { label: string; color: string }> = {
  AVAILABLE: { label: 'Dostępny', color: 'gray.7' },
  PENDING: { label: 'W przygotowaniu', color: 'brand.8' },
  READY: { label: 'Gotowy', color: 'teal.9' },
  DOWNLOADED: { label: 'Pobrany', color: 'green.9' },
  ERROR: { label: 'Błąd', color: 'red.9' },
};

/** The state badge of a document row, announced when it changes. */
export function DocumentStatusBadge({ status }: { status: DocumentBadgeStatus }) {
  const { label, color } = statusLabels[status];
  return (
    <span aria-live="polite">
      <Badge color={color} variant="filled">
        {label}
      </Badge>
    </span>
  );
}
