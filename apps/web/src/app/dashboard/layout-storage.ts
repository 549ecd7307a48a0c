import { z } from '@panel/domain';
import type { Layout } from './grid-layout';

/** 000 §9: local storage key dashboard.conf with the prefix luAgent. */
export const LAYOUT_STORAGE_KEY = 'luAgent.dashboard.conf';

const savedLayoutSchema = z.object({
  pc: z.array(
    z.object({
      id: z.string().max(100),
      x: z.number().int().min(0),
      y: z.number().int().min(0),
    }),
  ),
});

/** The saved PC positions by widget id; anything unreadable counts as nothing saved, so the default layout shows. */
export function loadSavedPositions(storage: Storage = localStorage): Map<string, { x: number; y: number }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(LAYOUT_STORAGE_KEY) ?? 'null');
  } catch {
    return new Map();
  }
  const result = savedLayoutSchema.safeParse(parsed);
  return result.success ? new Map(result.data.pc.map(({ id, x, y }) => [id, { x, y }])) : new Map();
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
