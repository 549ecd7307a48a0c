import { formatIsoDateForDisplay, messages, type UserInfo } from '@panel/domain';
import type { ReactNode } from 'react';
import facts from '../../../components/ui/Facts.module.css';
import { useSession } from '../../../lib/session/context';
import { useUpdateAgentPhone } from '../api/update-agent-phone';
import { useUpdatePhone } from '../api/update-phone';
import { PhoneEdit } from './PhoneEdit';
import classes from './Profile.module.css';
import { ProfileBlock } from './ProfileBlock';

const text = (value: string | null) => value || messages.DATA_UNAVAILABLE;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Personal data (000 §3 User info): every field, 'dane niedostępne' when empty; both phones editable (decision 121). */
export function PersonalData() {
  const user: UserInfo = useSession().user;
  const updatePhone = useUpdatePhone();
  const updateAgentPhone = useUpdateAgentPhone();
  return (
    <ProfileBlock title="Dane osobowe">
      <dl className={`${facts.facts} ${classes.personal}`}>
        <Fact label="Imię i nazwisko">{text(user.name)}</Fact>
        <Fact label="Typ agenta">{user.agentType}</Fact>
        <Fact label="E-mail">{text(user.email)}</Fact>
        <Fact label="NIP">{text(user.nip)}</Fact>
        <Fact label="Telefon">
          <PhoneEdit label="Telefon" phone={user.phone} mutation={updatePhone} />
        </Fact>
        <Fact label="PESEL">{text(user.pesel)}</Fact>
        <Fact label="Data urodzenia">{user.birthDate ? formatIsoDateForDisplay(user.birthDate) : messages.DATA_UNAVAILABLE}</Fact>
        <Fact label="Numer dowodu osobistego">{text(user.idNumber)}</Fact>
        <Fact label="Kod klienta">{text(user.custCode)}</Fact>
        <Fact label="Nazwa agenta">{text(user.agentName)}</Fact>
        <Fact label="Telefon agencji">
          <PhoneEdit label="Telefon agencji" phone={user.agentPhone} mutation={updateAgentPhone} />
        </Fact>
        <Fact label="Numer RAU">{text(user.rauNo)}</Fact>
      </dl>
    </ProfileBlock>
  );
}
