import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import {
  formatAmount,
  formatDateTimeInPoland,
  formatIsoDateForDisplay,
  formatNrb,
  messages,
  isoDateInPoland,
  offerValidityMessage,
  policyStatusLabel,
  productLineLabels,
  servicingActionLabels,
  type PolicyDetails,
  type ServicingHistoryEntry,
} from '@panel/domain';
import type { ReactNode } from 'react';
import { PolicyDocuments } from '../../../components/documents/PolicyDocuments';
import { useNow } from '../../../lib/use-now';
import { paymentFrequencyLabels, paymentTypeLabels } from './labels';
import classes from './PolicyDetails.module.css';

type Fact = [label: string, value: ReactNode];

const orUnavailable = (value: string | null) => value ?? messages.DATA_UNAVAILABLE;

function Section({ title, facts }: { title: string; facts: readonly Fact[] }) {
  return (
    <section className={classes.section} aria-label={title}>
      <h3 className={classes.heading}>{title}</h3>
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function insurerFacts(insurer: NonNullable<PolicyDetails['insurer']>): Fact[] {
  const name: Fact[] =
    insurer.partyType === 'COMPANY'
      ? [['Nazwa firmy', orUnavailable(insurer.companyName)]]
      : [
          ['Imię', orUnavailable(insurer.firstName)],
          ['Nazwisko', orUnavailable(insurer.surname)],
        ];
  return [...name, ['Adres', insurer.address], ['Telefon', orUnavailable(insurer.phone)], ['E-mail', orUnavailable(insurer.email)]];
}

/** PESEL of a person; NIP and REGON of a company. */
function identifierFacts(details: PolicyDetails): Fact[] {
  const identifiers: [string, string | null][] = [
    ['PESEL', details.insuringPesel],
    ['NIP', details.insuringNip],
    ['REGON', details.insuringRegon],
  ];
  return identifiers.flatMap(([label, value]): Fact[] => (value === null ? [] : [[label, value]]));
}

/** Payment details of a non-quotation paid from an account (000 §3). */
function accountFacts(details: PolicyDetails, bankAccount: string): Fact[] {
  const frequency = paymentFrequencyLabels[details.paymentFrequency];
  return [
    ['Numer rachunku', formatNrb(bankAccount)],
    ['Składka łączna', `${formatAmount(details.tariffPrice ?? details.price)} (${frequency})`],
    ['Zaległość', formatAmount(details.totalDebitAmount ?? 0)],
    ['Następna rata', details.nextInstAmt === null ? 'brak' : formatAmount(details.nextInstAmt)],
    ['Termin następnej raty', details.nextInstDueDate ? formatIsoDateForDisplay(details.nextInstDueDate) : 'brak'],
  ];
}

/** Beyond the seeds: who did what to the policy and with which result, newest first. */
function ServicingHistory({ entries }: { entries: readonly ServicingHistoryEntry[] }) {
  return (
    <section className={classes.section} aria-label="Historia obsługi">
      <h3 className={classes.heading}>Historia obsługi</h3>
      {entries.length === 0 ? (
        <p className={classes.empty}>Brak czynności obsługowych.</p>
      ) : (
        <ul className={classes.history}>
          {entries.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.createdAt}>{formatDateTimeInPoland(new Date(entry.createdAt))}</time>{' '}
              <strong>{servicingActionLabels[entry.action]}</strong>: {entry.result}
              {entry.detail && ` (${entry.detail})`} <span className={classes.who}>— {entry.userName}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Every field of 000 §3 for one policy or quotation, by product line. */
export function PolicyDetailsContent({ details }: { details: PolicyDetails }) {
  const now = useNow(60_000);
  const isQuotation = details.tableType === 'QUOTATION';
  const line = details.productLineId;
  return (
    <div>
      {isQuotation && details.offerValidTill && (
        <Alert color="brand" variant="light" mb="md">
          {offerValidityMessage(new Date(details.offerValidTill), now)}
        </Alert>
      )}
      <Section
        title={isQuotation ? 'Oferta' : 'Polisa'}
        facts={[
          isQuotation ? ['Numer oferty', details.quotationNo] : ['Numer polisy', details.policyNo],
          ['Produkt', productLineLabels[line]],
          ['Status', policyStatusLabel(details.status, details.tableType)],
          ['Okres ubezpieczenia', `${formatIsoDateForDisplay(details.startDate)} – ${formatIsoDateForDisplay(details.endDate)}`],
          ...(isQuotation && details.offerValidTill
            ? [['Oferta ważna do', formatIsoDateForDisplay(isoDateInPoland(new Date(details.offerValidTill)))] as Fact]
            : []),
        ]}
      />
      <Section
        title="Ubezpieczający"
        facts={[
          ['Imię i nazwisko / nazwa', details.insuringName],
          ...identifierFacts(details),
          ['Adres', details.insuringAddress],
          ['Kod pocztowy', details.insuringPostcode],
          ['Telefon', orUnavailable(details.insuringPhone)],
          ['E-mail', orUnavailable(details.email)],
        ]}
      />
      {details.insurer && <Section title="Ubezpieczony" facts={insurerFacts(details.insurer)} />}
      {(line === 'CP' || line === 'MF') && (
        <Section
          title="Pojazd"
          facts={[
            ['Pojazd', orUnavailable(details.carInfo)],
            ['VIN', orUnavailable(details.carVin)],
            ['Numer rejestracyjny', orUnavailable(details.regNo)],
          ]}
        />
      )}
      {line === 'HP' && <Section title="Miejsce ubezpieczenia" facts={[['Rodzaj', orUnavailable(details.insuringPlaceKind)]]} />}
      <Section
        title="Płatność"
        facts={[
          ['Składka', formatAmount(details.price)],
          ['Sposób płatności', paymentTypeLabels[details.paymentType]],
          ['Częstotliwość', paymentFrequencyLabels[details.paymentFrequency]],
          ...(!isQuotation && details.bankAccount ? accountFacts(details, details.bankAccount) : []),
        ]}
      />
      <section className={classes.section} aria-label="Dokumenty">
        <h3 className={classes.heading}>Dokumenty</h3>
        <PolicyDocuments
          policyNo={details.policyNo ?? details.quotationNo ?? ''}
          place={details.tableType === 'RENEWAL' ? 'RENEWAL' : 'POLICY'}
          label="Dokumenty polisy"
        />
      </section>
      <ServicingHistory entries={details.servicingHistory} />
    </div>
  );
}
