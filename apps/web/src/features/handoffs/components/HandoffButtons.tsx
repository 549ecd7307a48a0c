import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import type { HandoffSystem, Role } from '@panel/domain';
import { HttpError } from '../../../lib/http';
import { usePermission } from '../../../lib/permission';
import { useSession } from '../../../lib/session/context';
import { apaAddress, hateAddress, sassAddress, stpAddress, travelPanelAddress } from '../api/calculator-handoffs';
import { getInternalToken } from '../api/get-internal-token';
import classes from './HandoffButtons.module.css';
import { FULL_SCREEN_FEATURES, openBlankTab, postHandoffForm } from './open-external';

const systemLabels: Record<HandoffSystem, { label: string; title: string }> = {
  UP: { label: 'UP', title: 'Przejdź do portalu UP' },
  POS: { label: 'POS', title: 'Przejdź do systemu POS (ubezpieczenia na życie)' },
  CAS: { label: 'CAS', title: 'Przejdź do systemu CAS (ubezpieczenia na życie)' },
};

/** A failed call is already in the error box (lib/http); anything else is a defect and stays unhandled (client log). */
function shownAlready(failure: unknown) {
  if (!(failure instanceof HttpError)) throw failure;
}

async function switchTo(system: HandoffSystem) {
  const { name, tab } = openBlankTab();
  try {
    const answer = await getInternalToken({ system });
    const destination = answer.destinations[system];
    if (!destination) throw new Error(`no destination for ${system}`);
    postHandoffForm(destination, name, answer.accessToken.access_token);
  } catch (failure) {
    tab?.close();
    throw failure;
  }
}

function SystemButton({ system }: { system: HandoffSystem }) {
  const { label, title } = systemLabels[system];
  return (
    <Button variant="default" size="compact-sm" title={title} aria-label={title} onClick={() => void switchTo(system).catch(shownAlready)}>
      {label}
    </Button>
  );
}

interface Calculator {
  label: string;
  role: Role;
  address: () => Promise<string>;
  fullScreen?: boolean;
}

const calculators: readonly Calculator[] = [
  { label: 'Kalkulator podróży', role: 'ROLE_TR_ENABLED', address: stpAddress },
  { label: 'Panel assistance', role: 'ROLE_TR_ENABLED', address: apaAddress },
  { label: 'Panel podróży Europa Assistance', role: 'ROLE_TR_ENABLED', address: travelPanelAddress, fullScreen: true },
  { label: 'Kalkulator SASS', role: 'ROLE_SASS_ENABLED', address: sassAddress },
  { label: 'Kalkulator Dom Plus', role: 'ROLE_AGENT_HP_ENABLED', address: hateAddress },
];

async function openCalculator(calculator: Calculator) {
  const { tab } = openBlankTab(calculator.fullScreen ? FULL_SCREEN_FEATURES : undefined);
  try {
    const address = await calculator.address();
    if (tab) tab.location.href = address;
  } catch (failure) {
    tab?.close();
    throw failure;
  }
}

/**
 * The header's switches to external systems (000 §1, §7; decision 004): UP with its role and flag, POS and CAS for
 * every agent, and the partner calculators the agent's roles open. Each gets a fresh signed token.
 */
export function HandoffButtons() {
  const { roles, features } = useSession();
  const canUseUp = usePermission({ roles: ['ROLE_AGENT_UPORT_ENABLED'] }) && features.UP_REDIRECT_BUTTON;
  const available = calculators.filter((calculator) => roles.includes(calculator.role));

  return (
    <>
      {canUseUp && <SystemButton system="UP" />}
      <SystemButton system="POS" />
      <SystemButton system="CAS" />
      {available.length > 0 && (
        <details className={classes.calculators}>
          <summary className={classes.summary}>Kalkulatory partnerów</summary>
          <ul className={classes.list}>
            {available.map((calculator) => (
              <li key={calculator.label}>
                <Button variant="subtle" size="compact-sm" fullWidth justify="flex-start" onClick={() => void openCalculator(calculator).catch(shownAlready)}>
                  {calculator.label}
                </Button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
