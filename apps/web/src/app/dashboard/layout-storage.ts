import type { Layout } from './grid-layout';

/** 000 §9: local storage key dashboard.conf with the prefix luAgent. */
export const LAYOUT_STORAGE_KEY = 'luAgent.dashboard.conf';

interface SavedPosition {
  id: string;
  x: number;
  y: number;
}

const isCell = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function isSavedPosition(value: unknown): value is SavedPosition {
  if (typeof value !== 'object' || value === null) return false;
  const { id, x, y } = value as Record<string, unknown>;
  return typeof id === 'string' && id.length <= 100 && isCell(x) && isCell(y);
}

/** The saved positions, or null when the stored value is not `{ pc: [{ id, x, y }…] }` with whole, non-negative cells. */
function readSavedLayout(value: unknown): SavedPosition[] | null {
  if (typeof value !== 'object' || value === null) return null;
  const { pc } = value as Record<string, unknown>;
  return Array.isArray(pc) && pc.every(isSavedPosition) ? pc : null;
}

/** The saved PC positions by widget id; anything unreadable counts as nothing saved, so the default layout shows. */
export function loadSavedPositions(storage: Storage = localStorage): Map<string, { x: number; y: number }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(LAYOUT_STORAGE_KEY) ?? 'null');
  } catch {
    return new Map();
  }
  const saved = readSavedLayout(parsed);
  return new Map(saved?.map(({ id, x, y }) => [id, { x, y }]));
}

/** Keeps the PC layout; positions of widgets hidden now (another user's roles) stay as they were. */
export function savePositions(layout: Layout, storage: Storage = localStorage): void {
  const positions = loadSavedPositions(storage);
  for (const { id, x, y } of layout) positions.set(id, { x, y });
  const pc = [...positions].map(([id, { x, y }]) => ({ id, x, y }));
  try {
    storage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify({ pc }));
  } catch {
    // A full or disabled storage only means the layout is not remembered.
  }
}
