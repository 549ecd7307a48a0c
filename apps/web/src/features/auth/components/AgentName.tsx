import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Tooltip, VisuallyHidden } from '@mantine/core';
import { truncate } from '../../../lib/formats';

/** The agent name cut to the length of the user name (000 §1), in full in a tooltip and for screen readers. */
export function AgentName({ agentName, userName }: { agentName: string; userName: string }) {
  const shortName = truncate(agentName, userName.length);
  if (shortName === agentName) return agentName;
  return (
    <Tooltip label={agentName} withArrow>
      <span tabIndex={0}>
        <span aria-hidden>{shortName}</span>
        <VisuallyHidden>{agentName}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}
