import '@mantine/core/styles/VisuallyHidden.css';
import { VisuallyHidden } from '@mantine/core';
import { HintTooltip } from '../../../components/ui/HintTooltip';
import { truncate } from '../../../lib/formats';

/** The agent name cut to the length of the user name (000 §1), in full in a tooltip and for screen readers. */
export function AgentName({ agentName, userName }: { agentName: string; userName: string }) {
  const shortName = truncate(agentName, userName.length);
  if (shortName === agentName) return agentName;
  return (
    <HintTooltip label={agentName}>
      <span aria-hidden>{shortName}</span>
      <VisuallyHidden>{agentName}</VisuallyHidden>
    </HintTooltip>
  );
}
