import { useSession } from '../../../lib/session/context';
import { AgentName } from './AgentName';
import classes from './UserBox.module.css';

/**
 * The user's facts (000 §1): customer code, user name, the agent name cut to the user name's length and the RAU
 * number. `bar`: two short lines in the PC top bar; `stack`: one fact a line, in the phone's menu drawer.
 */
export function UserBox({ layout }: { layout: 'bar' | 'stack' }) {
  const { user } = useSession();

  return (
    <section className={classes.box} data-layout={layout} aria-label="Użytkownik">
      <dl className={classes.facts}>
        <div>
          <dt>Kod klienta</dt>
          <dd>{user.custCode}</dd>
        </div>
        <div>
          <dt>Nr RAU</dt>
          <dd>{user.rauNo ?? '-'}</dd>
        </div>
        <div>
          <dt>Użytkownik</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>Agent</dt>
          <dd>
            <AgentName agentName={user.agentName} userName={user.name} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
