import '@mantine/core/styles/Loader.css';
import { Loader } from '@mantine/core';
import { uiMessages } from '../../../lib/ui-messages';
import { useContacts } from '../api/get-contacts';
import classes from './ContactsWidget.module.css';

const telHref = (phone: string) => `tel:+48${phone.replace(/\D/g, '')}`;
/** A mobile number of nine digits reads best as 605 100 200. */
const showPhone = (phone: string) => (/^\d{9}$/.test(phone) ? phone.replace(/(\d{3})(?=\d)/g, '$1 ') : phone);

function ContactLines({ phone, email }: { phone: string | null; email: string | null }) {
  return (
    <span className={classes.lines}>
      {phone && (
        <a className={classes.line} href={telHref(phone)}>
          tel. {showPhone(phone)}
        </a>
      )}
      {email && (
        <a className={classes.line} href={`mailto:${email}`}>
          {email}
        </a>
      )}
    </span>
  );
}

/** Your contacts: the regional manager and the helplines of the agent's type (000 §1, §2). */
export function ContactsWidget() {
  const contacts = useContacts();
  if (contacts.isPending) {
    return (
      <div role="status" className={classes.status}>
        <Loader size="sm" aria-hidden />
        {uiMessages.LOADING}
      </div>
    );
  }
  if (contacts.isError) return <p role="alert">Nie udało się wczytać kontaktów.</p>;
  const { regionalManager, helplines } = contacts.data;
  return (
    <div className={classes.contacts}>
      {regionalManager && (
        <div>
          <h3 className={classes.heading}>
            Dyrektor regionalny
          </h3>
          <p className={classes.name}>{regionalManager.name}</p>
          <ContactLines phone={regionalManager.phone} email={regionalManager.email} />
        </div>
      )}
      <div>
        <h3 className={classes.heading}>
          Infolinie
        </h3>
        <ul className={classes.list}>
          {helplines.map((helpline) => (
            <li key={helpline.label}>
              <span className={classes.name}>{helpline.label}</span>
              <ContactLines phone={helpline.phone} email={helpline.email} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
