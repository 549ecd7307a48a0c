import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import classes from './DashboardGrid.module.css';
import {
  buildLayout,
  GRID_COLUMNS,
  GRID_MARGIN,
  GRID_ROW_HEIGHT,
  moveItem,
  sortByPosition,
  widenIntoHoles,
  type Breakpoint,
  type Layout,
  type LayoutItem,
} from './grid-layout';
import { loadSavedPositions, savePositions } from './layout-storage';
import { WidgetFrame, type HandleProps } from './WidgetFrame';
import type { DashboardWidget } from './widgets';

interface Drag {
  id: string;
  pointerId: number;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
  base: Layout;
  preview: Layout;
}

const gridArea = ({ x, y, w, h }: LayoutItem) => ({ gridColumn: `${x + 1} / span ${w}`, gridRow: `${y + 1} / span ${h}` });

const arrowMoves: Record<string, (item: LayoutItem) => [number, number]> = {
  ArrowUp: (item) => [item.x, item.y - 1],
  ArrowDown: (item) => [item.x, item.y + 1],
  // Sideways by the widget's own width: it trades places with its neighbour.
  ArrowLeft: (item) => [item.x - item.w, item.y],
  ArrowRight: (item) => [item.x + item.w, item.y],
};

interface DashboardGridProps {
  widgets: readonly DashboardWidget[];
  breakpoint: Breakpoint;
}

/**
 * The 12-column widget grid. A widget moves by its handle: dragged with a pointer (the others make room while it
 * moves) or with the arrow keys. On PC the arrangement is kept in local storage.
 */
export function DashboardGrid({ widgets, breakpoint }: DashboardGridProps) {
  const helpId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string | null>(null);
  const layoutFor = (shownOn: Breakpoint) => buildLayout(widgets, shownOn, shownOn === 'pc' ? loadSavedPositions() : undefined);
  const [layout, setLayout] = useState(() => layoutFor(breakpoint));
  const [layoutBreakpoint, setLayoutBreakpoint] = useState(breakpoint);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A turned tablet or a resized window takes the other breakpoint's layout; the widgets stay mounted, so an open
  // dialog keeps what the agent typed.
  if (layoutBreakpoint !== breakpoint) {
    setLayoutBreakpoint(breakpoint);
    setLayout(layoutFor(breakpoint));
    setDrag(null);
  }
  const byId = new Map(widgets.map((widget) => [widget.id, widget]));

  useEffect(() => {
    if (refocus.current === null) return;
    handles.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [layout]);

  function commit(next: Layout, id: string) {
    setLayout([...next]);
    if (breakpoint === 'pc') savePositions(next);
    const item = next.find((candidate) => candidate.id === id);
    if (item) setAnnouncement(`${byId.get(id)?.title ?? id}: kolumna ${item.x + 1}, wiersz ${item.y + 1}.`);
  }

  function cellPitch() {
    const width = gridRef.current?.getBoundingClientRect().width ?? 0;
    const column = (width - (GRID_COLUMNS - 1) * GRID_MARGIN) / GRID_COLUMNS;
    return { x: column + GRID_MARGIN, y: GRID_ROW_HEIGHT + GRID_MARGIN };
  }

  function handleRef(id: string) {
    return (element: HTMLButtonElement | null) => {
      if (element) handles.current.set(id, element);
      else handles.current.delete(id);
    };
  }

  function handleProps(item: LayoutItem): HandleProps {
    return {
      describedBy: helpId,
      onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
        if (!event.isPrimary || event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        setDrag({ id: item.id, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, dx: 0, dy: 0, base: layout, preview: layout });
      },
      onPointerMove: (event: PointerEvent<HTMLButtonElement>) => {
        if (drag?.pointerId !== event.pointerId) return;
        const dx = event.clientX - drag.startX;
        const dy = event.clientY - drag.startY;
        const pitch = cellPitch();
        const origin = drag.base.find((candidate) => candidate.id === drag.id)!;
        const x = Math.round((origin.x * pitch.x + dx) / pitch.x);
        const y = Math.round((origin.y * pitch.y + dy) / pitch.y);
        const current = drag.preview.find((candidate) => candidate.id === drag.id)!;
        const preview = x === current.x && y === current.y ? drag.preview : moveItem(drag.base, drag.id, x, y);
        setDrag({ ...drag, dx, dy, preview });
      },
      onPointerUp: (event: PointerEvent<HTMLButtonElement>) => {
        if (drag?.pointerId !== event.pointerId) return;
        setDrag(null);
        if (drag.preview !== drag.base) commit(drag.preview, drag.id);
      },
      onPointerCancel: () => setDrag(null),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key === 'Escape' && drag) {
          setDrag(null);
          return;
        }
        const target = arrowMoves[event.key]?.(item);
        if (!target || drag) return;
        event.preventDefault();
        refocus.current = item.id;
        commit(moveItem(layout, item.id, ...target), item.id);
      },
    };
  }

  // While dragging, the page keeps the order it had so the captured handle stays in place; the others show where
  // they would go. The arrow keys move a widget by its own width, not the width it is shown at.
  const shown = widenIntoHoles(drag ? drag.preview : layout);
  const order = sortByPosition(drag ? drag.base : layout);
  const dropTarget = drag && shown.find((item) => item.id === drag.id);

  return (
    <>
      <p id={helpId} className={classes.visuallyHidden}>
        Przeciągnij ten przycisk albo użyj klawiszy strzałek, aby przenieść widżet w inne miejsce pulpitu.
      </p>
      <p role="status" className={classes.visuallyHidden}>
        {announcement}
      </p>
      <div ref={gridRef} className={classes.grid}>
        {order.map((item) => {
          const dragged = drag?.id === item.id;
          const area = gridArea(dragged ? item : shown.find((candidate) => candidate.id === item.id)!);
          const style = dragged ? { ...area, transform: `translate(${drag.dx}px, ${drag.dy}px)` } : area;
          return (
            <WidgetFrame key={item.id} widget={byId.get(item.id)!} style={style} dragging={dragged} handle={handleProps(item)} handleRef={handleRef(item.id)} />
          );
        })}
        {dropTarget && <div className={classes.placeholder} style={gridArea(dropTarget)} aria-hidden="true" />}
      </div>
    </>
  );
}
