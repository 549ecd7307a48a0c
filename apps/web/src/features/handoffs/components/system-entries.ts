import type { HandoffSystem, Role } from '@panel/domain';
import { HttpError } from '../../../lib/http';
import { usePermission } from '../../../lib/permission';
import { useSession } from '../../../lib/session/context';
import { apaAddress, hateAddress, sassAddress, stpAddress, travelPanelAddress } from '../api/calculator-handoffs';
import { getInternalToken } from '../api/get-internal-token';
import { FULL_SCREEN_FEATURES, openBlankTab, postHandoffForm } from './open-external';

/** One switch to an external system: its label, the name that says where it goes, and what a click does. */
export interface SystemEntry {
  label: string;
  /** The accessible name (it contains the label) and the hint, where the label alone says too little. */
  title?: string;
  open: () => void;
}

const systemTitles: Record<HandoffSystem, string> = {
  UP: 'Przejdź do portalu UP',
  POS: 'Przejdź do systemu POS (ubezpieczenia na życie)',
  CAS: 'Przejdź do systemu CAS (ubezpieczenia na życie)',
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

const systemEntry = (system: HandoffSystem): SystemEntry => ({
  label: system,
  title: systemTitles[system],
  open: () => void switchTo(system).catch(shownAlready),
});

/**
 * The switches to external systems (000 §1, §7; decision 004): UP with its role and flag, POS and CAS for every agent,
 * and the partner calculators the agent's roles open. Each gets a fresh signed token.
 */
export function useSystemEntries(): { systems: SystemEntry[]; calculators: SystemEntry[] } {
  const { roles, features } = useSession();
  const canUseUp = usePermission({ roles: ['ROLE_AGENT_UPORT_ENABLED'] }) && features.UP_REDIRECT_BUTTON;
  return {
    systems: [...(canUseUp ? [systemEntry('UP')] : []), systemEntry('POS'), systemEntry('CAS')],
    calculators: calculators
      .filter((calculator) => roles.includes(calculator.role))
      .map((calculator) => ({ label: calculator.label, open: () => void openCalculator(calculator).catch(shownAlready) })),
  };
}
