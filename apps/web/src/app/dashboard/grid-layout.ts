import type { WidgetPlacement } from './widgets';

/** Dashboard grid constants (000 §9). */
export const GRID_COLUMNS = 12;
export const GRID_MAX_ROWS = 100;
export const GRID_ROW_HEIGHT = 330;
export const GRID_MARGIN = 20;

export type Breakpoint = 'pc' | 'tablet' | 'mobile';

export interface LayoutItem extends WidgetPlacement {
  id: string;
}
export type Layout = readonly LayoutItem[];

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Keeps a widget inside the 12 columns and 100 rows. */
export function fitToGrid(item: LayoutItem): LayoutItem {
  const w = clamp(Math.round(item.w), 1, GRID_COLUMNS);
  const h = clamp(Math.round(item.h), 1, GRID_MAX_ROWS);
  return { ...item, w, h, x: clamp(Math.round(item.x), 0, GRID_COLUMNS - w), y: clamp(Math.round(item.y), 0, GRID_MAX_ROWS - h) };
}

export function collides(a: WidgetPlacement, b: WidgetPlacement): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * Vertical compaction: in the given order, each widget rises as far as it can and is pushed below any widget placed
 * before it that it would overlap. No widget overlaps another afterwards and none floats above a gap.
 */
export function compact(ordered: Layout): LayoutItem[] {
  const placed: LayoutItem[] = [];
  for (const item of ordered) {
    let y = item.y;
    while (y > 0 && !placed.some((other) => collides({ ...item, y: y - 1 }, other))) y -= 1;
    while (placed.some((other) => collides({ ...item, y }, other))) y += 1;
    placed.push({ ...item, y });
  }
  return placed;
}

export function byPosition(a: LayoutItem, b: LayoutItem): number {
  return a.y - b.y || a.x - b.x;
}

/** Reading order of the grid: row by row, left to right. */
export function sortByPosition(layout: Layout): LayoutItem[] {
  return [...layout].sort(byPosition);
}

/**
 * Moves one widget to (x, y). A widget in the way that fits into the place the moved one left swaps with it; any
 * other is pushed down. The result is compacted, so a widget never hangs below an empty space.
 */
export function moveItem(layout: Layout, id: string, x: number, y: number): LayoutItem[] {
  const moving = layout.find((item) => item.id === id);
  if (!moving) return [...layout];
  const target = fitToGrid({ ...moving, x, y });
  if (target.x === moving.x && target.y === moving.y) return [...layout];
  const others = layout.filter((item) => item.id !== id);
  const moved = new Map<string, LayoutItem>();
  for (const other of others.filter((item) => collides(item, target)).sort(byPosition)) {
    const swapped = { ...other, x: moving.x + (other.x - target.x), y: moving.y + (other.y - target.y) };
    const fits =
      swapped.x >= 0 &&
      swapped.y >= 0 &&
      swapped.x + swapped.w <= GRID_COLUMNS &&
      !collides(swapped, target) &&
      others.every((item) => item.id === other.id || !collides(swapped, moved.get(item.id) ?? item));
    if (fits) moved.set(other.id, swapped);
  }
  // On a shared row the moved widget goes first, unless it moved down: then it settles below what it passed.
  const first = target.y > moving.y ? 1 : -1;
  const movedFirst = (a: LayoutItem, b: LayoutItem) => (a.id === id ? first : b.id === id ? -first : 0);
  const ordered = [...others.map((item) => moved.get(item.id) ?? item), target].sort(
    (a, b) => a.y - b.y || movedFirst(a, b) || a.x - b.x,
  );
  return compact(ordered);
}

/** The first place, row by row and left to right, where `item` overlaps nothing already placed. */
function firstFreePlace(placed: Layout, item: LayoutItem): LayoutItem {
  for (let y = 0; y <= GRID_MAX_ROWS - item.h; y += 1) {
    for (let x = 0; x <= GRID_COLUMNS - item.w; x += 1) {
      if (!placed.some((other) => collides({ ...item, x, y }, other))) return { ...item, x, y };
    }
  }
  return item;
}

/**
 * The layout of the widgets shown at a breakpoint (sizes always come from the widget: no resizing). Saved positions
 * are kept; every other widget, in the reading order of its own placement, takes the first free place, so a widget
 * the user's roles hide leaves no hole. The result is compacted.
 */
export function buildLayout(
  widgets: readonly { id: string; placement: Record<Breakpoint, WidgetPlacement> }[],
  breakpoint: Breakpoint,
  saved: ReadonlyMap<string, { x: number; y: number }> = new Map(),
): LayoutItem[] {
  const items = widgets.map((widget) => {
    const { w, h, ...position } = widget.placement[breakpoint];
    const savedPosition = saved.get(widget.id);
    return { item: fitToGrid({ id: widget.id, w, h, ...(savedPosition ?? position) }), isSaved: savedPosition !== undefined };
  });
  const placed: LayoutItem[] = items.filter(({ isSaved }) => isSaved).map(({ item }) => item);
  for (const { item } of items.filter(({ isSaved }) => !isSaved).sort((a, b) => byPosition(a.item, b.item))) {
    placed.push(firstFreePlace(placed, item));
  }
  return compact(sortByPosition(placed));
}

/**
 * What the grid shows: each widget widened to the right over the empty cells beside it (along all its rows), so a row
 * never ends in a hole — the last of an odd number of half-width widgets on a tablet takes the whole row. Moves and
 * the saved positions work on the widgets' own sizes.
 */
export function widenIntoHoles(layout: Layout): LayoutItem[] {
  const shown = sortByPosition(layout);
  for (const [index, item] of shown.entries()) {
    const isFree = (x: number) => shown.every((other, o) => o === index || !collides({ ...item, x, w: 1 }, other));
    let w = item.w;
    while (item.x + w < GRID_COLUMNS && isFree(item.x + w)) w += 1;
    shown[index] = { ...item, w };
  }
  return shown;
}
