import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/UnstyledButton.css';
import { ActionIcon } from '@mantine/core';
import { Toggletip } from '../../../components/ui/Toggletip';
import classes from './ChartPanel.module.css';

function InfoIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="10" cy="6" r="1.2" fill="currentColor" />
      <path d="M10 9v6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** The chart's info tooltip (001 §2): a labelled button that opens and closes an explanation (Escape closes it). */
export function ChartInfo({ label, text }: { label: string; text: string }) {
  return (
    <Toggletip renderButton={(props) => <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={label} {...props}><InfoIcon /></ActionIcon>}>
      <p className={classes.info}>{text}</p>
    </Toggletip>
  );
}
