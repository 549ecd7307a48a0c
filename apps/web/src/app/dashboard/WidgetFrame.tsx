import '@mantine/core/styles/Loader.css';
import { Loader } from '@mantine/core';
import { Suspense, useId, type CSSProperties, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { uiMessages } from '../../lib/ui-messages';
import { useInView } from '../../lib/use-in-view';
import classes from './DashboardGrid.module.css';
import type { DashboardWidget } from './widgets';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';

export interface HandleProps {
  describedBy: string;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

interface WidgetFrameProps {
  widget: DashboardWidget;
  style: CSSProperties;
  dragging: boolean;
  handle: HandleProps;
  handleRef: Ref<HTMLButtonElement>;
}

function GripIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {[5, 10, 15].flatMap((cy) => [7, 13].map((cx) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.6" fill="currentColor" />))}
    </svg>
  );
}

const frameId = (widgetId: string) => `widget-${widgetId}`;

/** Scrolls a widget's frame into view and moves the focus to it (the overdue toaster leads to the reminders). */
export function showWidget(widgetId: string): void {
  const frame = document.getElementById(frameId(widgetId));
  frame?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  frame?.focus({ preventScroll: true });
}

/**
 * One widget: its title (h2), the drag handle and its content, which loads on its own and fails on its own. The
 * content mounts when the frame comes near the viewport: widgets below the fold cost nothing until scrolled to
 * (decision 025).
 */
export function WidgetFrame({ widget, style, dragging, handle, handleRef }: WidgetFrameProps) {
  const headingId = useId();
  const [bodyRef, near] = useInView<HTMLDivElement>();
  const Content = widget.component;
  return (
    <section
      id={frameId(widget.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={dragging ? `${classes.frame} ${classes.dragging}` : classes.frame}
      style={style}
    >
      <header className={classes.header}>
        <h2 id={headingId} className={classes.title}>
          {widget.title}
        </h2>
        <button
          type="button"
          ref={handleRef}
          className={classes.handle}
          aria-label={`Przenieś widżet: ${widget.title}`}
          aria-describedby={handle.describedBy}
          onPointerDown={handle.onPointerDown}
          onPointerMove={handle.onPointerMove}
          onPointerUp={handle.onPointerUp}
          onPointerCancel={handle.onPointerCancel}
          onKeyDown={handle.onKeyDown}
        >
          <GripIcon />
        </button>
      </header>
      <div ref={bodyRef} className={classes.body}>
        {near && (
          <WidgetErrorBoundary>
            <Suspense
              fallback={
                <div role="status" className={classes.loading}>
                  <Loader size="sm" aria-hidden />
                  <span>{uiMessages.LOADING}</span>
                </div>
              }
            >
              <Content />
            </Suspense>
          </WidgetErrorBoundary>
        )}
      </div>
    </section>
  );
}
