import type { Window as HappyDOMWindow } from 'happy-dom';

export function setViewportWidth(width: number): void {
  (window as unknown as HappyDOMWindow).happyDOM.setViewport({ width });
}
