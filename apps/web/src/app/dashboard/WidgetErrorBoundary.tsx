import { Component, type ReactNode } from 'react';
import { logClientError } from '../../lib/client-logger';

const WIDGET_ERROR = 'Nie udało się wyświetlić tego widżetu. Odśwież stronę, aby spróbować ponownie.';

/** A failing widget shows a message in its own frame; the rest of the dashboard keeps working. */
export class WidgetErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    logClientError(error);
  }

  override render() {
    return this.state.failed ? <p role="alert">{WIDGET_ERROR}</p> : this.props.children;
  }
}
