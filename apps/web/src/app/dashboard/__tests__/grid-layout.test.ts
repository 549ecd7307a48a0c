import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLayout, collides, compact, GRID_COLUMNS, moveItem, widenIntoHoles, type LayoutItem } from '../grid-layout';

const item = (id: string, x: number, y: number, w = 4, h = 1): LayoutItem => ({ id, x, y, w, h });
const positions = (layout: readonly LayoutItem[]) =>
  Object.fromEntries([...layout].sort((a, b) => a.id.localeCompare(b.id)).map(({ id, x, y }) => [id, [x, y]]));

function overlapFree(layout: readonly LayoutItem[]) {
  return layout.every((a, i) => layout.every((b, j) => i === j || !collides(a, b)));
}

describe('dashboard grid layout', () => {
  const row = [item('a', 0, 0), item('b', 4, 0), item('c', 8, 0), item('d', 0, 1), item('e', 4, 1), item('f', 8, 1)];

  it('swaps a widget with the one below when it moves down a row', () => {
    expect(positions(moveItem(row, 'a', 0, 1))).toMatchObject({ a: [0, 1], d: [0, 0] });
  });

  it('swaps a widget with the one above when it moves up a row', () => {
    expect(positions(moveItem(row, 'e', 4, 0))).toMatchObject({ e: [4, 0], b: [4, 1] });
  });

  it('swaps neighbours of the same width sideways', () => {
    expect(positions(moveItem(row, 'a', 4, 0))).toMatchObject({ a: [4, 0], b: [0, 0], c: [8, 0] });
  });

  it('pushes down a wider widget that cannot take the vacated place, then closes the gaps', () => {
    const layout = [item('wide', 0, 0, 8), item('small', 8, 0), item('below', 0, 1, 12)];
    const moved = moveItem(layout, 'small', 0, 0);
    expect(positions(moved)).toEqual({ small: [0, 0], wide: [0, 1], below: [0, 2] });
  });

  it('keeps a widget inside the 12 columns and never leaves it hanging below a gap', () => {
    const moved = moveItem(row, 'f', 40, 50);
    expect(positions(moved).f).toEqual([8, 1]);
    expect(positions(moveItem(row, 'a', -3, 0)).a).toEqual([0, 0]);
  });

  it('compacts saved positions with unknown gaps upwards and resolves overlaps', () => {
    expect(positions(compact([item('a', 0, 5), item('b', 0, 5), item('c', 4, 9)]))).toEqual({ a: [0, 0], b: [0, 1], c: [4, 0] });
  });

  it('builds from saved positions where present and from the widget placement otherwise; sizes are never saved', () => {
    const widgets = ['a', 'b', 'c'].map((id, i) => ({
      id,
      placement: { pc: item(id, i * 4, 0), tablet: item(id, (i % 2) * 6, Math.floor(i / 2), 6), mobile: item(id, 0, i, 12) },
    }));
    expect(positions(buildLayout(widgets, 'pc'))).toEqual({ a: [0, 0], b: [4, 0], c: [8, 0] });
    expect(positions(buildLayout(widgets, 'tablet'))).toEqual({ a: [0, 0], b: [6, 0], c: [0, 1] });
    expect(positions(buildLayout(widgets, 'mobile'))).toEqual({ a: [0, 0], b: [0, 1], c: [0, 2] });
    const saved = new Map([['c', { x: 0, y: 0 }], ['a', { x: 10, y: 0 }]]);
    const layout = buildLayout(widgets, 'pc', saved);
    expect(positions(layout)).toEqual({ c: [0, 0], b: [4, 0], a: [8, 0] });
    expect(layout.every((placed) => placed.w === 4 && placed.h === 1)).toBe(true);
  });

  it('a widget hidden by the roles leaves no hole: the next ones take its place', () => {
    const at = (x: number, y: number) => ({ x, y, w: 4, h: 1 });
    const widget = (id: string, x: number, y: number) => ({ id, placement: { pc: at(x, y), tablet: at(x, y), mobile: at(x, y) } });
    const all = [widget('motor', 0, 3), widget('home', 4, 3), widget('weather', 8, 3), widget('contacts', 0, 2)];
    expect(positions(buildLayout(all, 'pc'))).toEqual({ contacts: [0, 0], motor: [4, 0], home: [8, 0], weather: [0, 1] });
    const dealer = all.filter((w) => w.id !== 'home');
    expect(positions(buildLayout(dealer, 'pc'))).toEqual({ contacts: [0, 0], motor: [4, 0], weather: [8, 0] });
  });

  it('any sequence of moves keeps every widget in the grid, none overlapping, none lost', () => {
    const widths = [4, 4, 4, 6, 6, 8, 12];
    const start = widths.map((w, i) => item(`w${i}`, 0, i, w, 1 + (i % 2)));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: widths.length - 1 }), fc.integer({ min: -2, max: 14 }), fc.integer({ min: -2, max: 12 })), {
          maxLength: 25,
        }),
        (moves) => {
          let layout = compact(start);
          for (const [index, x, y] of moves) layout = moveItem(layout, `w${index}`, x, y);
          expect(layout).toHaveLength(widths.length);
          expect(overlapFree(layout)).toBe(true);
          for (const placed of layout) {
            expect(placed.x).toBeGreaterThanOrEqual(0);
            expect(placed.x + placed.w).toBeLessThanOrEqual(GRID_COLUMNS);
            expect(placed.y === 0 || layout.some((other) => collides({ ...placed, y: placed.y - 1 }, other) && other.id !== placed.id)).toBe(true);
          }
        },
      ),
    );
  });

  it('shows each widget widened over the empty cells to its right, so no row ends in a hole', () => {
    const halves = [item('a', 0, 0, 6), item('b', 6, 0, 6), item('c', 0, 1, 6)];
    expect(widenIntoHoles(halves).map(({ id, w }) => [id, w])).toEqual([['a', 6], ['b', 6], ['c', 12]]);
    // A tall widget beside a short one: the short one widens only where both of its rows are free.
    const tall = [item('tall', 0, 0, 4, 2), item('short', 4, 0, 4, 2), item('next', 0, 2, 4)];
    expect(widenIntoHoles(tall).map(({ id, w }) => [id, w])).toEqual([['tall', 4], ['short', 8], ['next', 12]]);
    // A full row stays as it is.
    expect(widenIntoHoles(row.slice(0, 3))).toEqual(row.slice(0, 3));
  });

  it('leaves no free cell right beside any widget, and moves none (property)', () => {
    const layouts = fc.uniqueArray(fc.record({ x: fc.nat(11), y: fc.nat(5), w: fc.integer({ min: 1, max: 12 }), h: fc.integer({ min: 1, max: 2 }) }), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(layouts, (placements) => {
        const layout = compact(placements.map((placement, index) => ({ id: String(index), ...placement, x: Math.min(placement.x, GRID_COLUMNS - placement.w) })));
        const shown = widenIntoHoles(layout);
        expect(overlapFree(shown)).toBe(true);
        for (const widened of shown) {
          const own = layout.find(({ id }) => id === widened.id)!;
          expect([widened.x, widened.y, widened.h]).toEqual([own.x, own.y, own.h]);
          const rightEdgeFree = widened.x + widened.w < GRID_COLUMNS && shown.every((other) => other === widened || !collides({ ...widened, x: widened.x + widened.w, w: 1 }, other));
          expect(rightEdgeFree).toBe(false);
        }
      }),
    );
  });
});
