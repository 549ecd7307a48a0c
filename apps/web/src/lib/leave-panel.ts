/** Leaves the panel for an external address in this tab; a module of its own so tests can observe it. */
export function leavePanel(url: string): void {
  window.location.assign(url);
}
