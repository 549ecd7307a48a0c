/** The panel's logo mark (docs/design.md): a shield with a tick, beside the product name; decorative, so hidden from screen readers. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <path fill="var(--mantine-color-brand-8)" d="M16 1.5 3.5 6.2v8.6c0 7.6 5.3 13.6 12.5 15.9 7.2-2.3 12.5-8.3 12.5-15.9V6.2Z" />
      <path fill="none" stroke="var(--panel-accent)" strokeWidth={3.2} strokeLinecap="round" strokeLinejoin="round" d="m10.2 15.8 4.2 4.2 7.4-8.2" />
    </svg>
  );
}
