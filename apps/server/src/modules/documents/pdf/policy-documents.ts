import { formatAmount, formatIsoDateForDisplay, isoDateInPoland } from '@panel/domain';
import type { PdfWriter } from '../../../lib/pdf-layout';
import { lineOf } from './lines';
import { addressOf, customerFields, date, instalmentRows, paymentFields, planOf, today, vehicleFields, type DocumentSource } from './source';

const coverBase = (source: DocumentSource) => source.vehicle?.carValue ?? Math.round(source.policy.price);

function agentFields(source: DocumentSource): [string, string | null][] {
  return [
    ['Agent', source.agent.agentName],
    ['Numer agenta', source.agent.custCode],
    ['Numer RAU', source.agent.rauNo],
  ];
}

function subjectAndCovers(writer: PdfWriter, source: DocumentSource) {
  const line = lineOf(source.policy.productLine);
  writer.heading('Przedmiot ubezpieczenia');
  if (source.vehicle) writer.fields(vehicleFields(source.vehicle));
  else writer.paragraph(`Przedmiotem ubezpieczenia jest ${line.subject}.`);
  if (source.policy.productLine === 'HP') {
    writer.fields([['Miejsce ubezpieczenia', `${source.customer.flatNo ? 'mieszkanie' : 'dom'}, ${addressOf(source.customer)}`]]);
  }
  writer.heading('Zakres ubezpieczenia');
  writer.table(['Ryzyko', 'Suma ubezpieczenia / limit'], line.covers(coverBase(source), source.policy.packageCode), [0.68, 0.32]);
}

/** The policy schedule: who, what, when, for how much and how it is paid. */
export function drawPolicySchedule(writer: PdfWriter, source: DocumentSource) {
  const { policy } = source;
  const line = lineOf(policy.productLine);
  writer.title(`Polisa nr ${policy.policyNo}`, `${line.name} · wystawiona ${today(source)}`);
  writer.heading('Ubezpieczający');
  writer.fields(customerFields(source.customer));
  writer.heading('Okres ubezpieczenia');
  writer.fields([
    ['Data zawarcia', date(policy.policyDate)],
    ['Ochrona od', `${date(policy.startDate)} (od godz. 00:00)`],
    ['Ochrona do', `${date(policy.endDate)} (do godz. 23:59)`],
    ['Okres (lata)', policy.productLine === 'HP' ? String(policy.policyTerm) : null],
  ]);
  subjectAndCovers(writer, source);
  const plan = planOf(source);
  writer.heading('Składka i płatności');
  writer.fields(paymentFields(policy, plan));
  writer.table(['Rata', 'Termin płatności', 'Kwota'], instalmentRows(plan, false), [0.2, 0.4, 0.4]);
  writer.heading('Pośrednik');
  writer.fields(agentFields(source));
  writer.paragraph(
    `Umowę zawarto na podstawie ogólnych warunków ubezpieczenia ${line.termsCode}, które Ubezpieczający otrzymał przed zawarciem umowy. Ubezpieczający potwierdza, że dane we wniosku są zgodne z prawdą.`,
    { size: 9 },
  );
  writer.signatures('Ubezpieczający', 'W imieniu Ubezpieczyciela');
}

/** The payment summary: instalments, what is paid and what is owed. */
export function drawPaymentSummary(writer: PdfWriter, source: DocumentSource) {
  const { policy } = source;
  writer.title(`Zestawienie płatności do polisy nr ${policy.policyNo}`, `Stan na dzień ${today(source)}`);
  writer.heading('Ubezpieczający');
  writer.fields(customerFields(source.customer).slice(0, 5));
  const plan = planOf(source);
  writer.heading('Płatności');
  writer.fields([
    ...paymentFields(policy, plan),
    ['Zaległość', formatAmount(plan.arrears)],
    ['Następna rata', plan.next ? `${formatAmount(plan.next.amount)}, termin ${formatIsoDateForDisplay(plan.next.dueDate)}` : 'brak'],
  ]);
  writer.table(['Rata', 'Termin płatności', 'Kwota', 'Status'], instalmentRows(plan, true), [0.12, 0.28, 0.25, 0.35]);
  writer.paragraph(
    policy.paymentType === 'CASH'
      ? 'Składkę płatną gotówką należy wpłacić agentowi, który wystawia potwierdzenie wpłaty.'
      : 'W tytule przelewu prosimy podać numer polisy. Za dzień zapłaty uważa się dzień uznania rachunku Ubezpieczyciela.',
  );
}

/** An offer for a quotation, valid until `offerValidTill`. */
export function drawQuotationOffer(writer: PdfWriter, source: DocumentSource) {
  const { policy } = source;
  const line = lineOf(policy.productLine);
  const validTill = policy.offerValidTill ? formatIsoDateForDisplay(isoDateInPoland(policy.offerValidTill)) : null;
  writer.title(`Oferta ubezpieczenia nr ${policy.policyNo}`, `${line.name} · przygotowana ${today(source)}`);
  writer.heading('Dla');
  writer.fields(customerFields(source.customer));
  writer.heading('Proponowany okres ubezpieczenia');
  writer.fields([
    ['Ochrona od', date(policy.startDate)],
    ['Ochrona do', date(policy.endDate)],
  ]);
  subjectAndCovers(writer, source);
  writer.heading('Składka');
  writer.fields([...paymentFields(policy, planOf(source)), ['Oferta ważna do', validTill]]);
  writer.heading('Pośrednik');
  writer.fields(agentFields(source));
  writer.paragraph('Oferta nie jest umową ubezpieczenia. Umowa zostaje zawarta po akceptacji oferty i wystawieniu polisy.', { size: 9 });
}

/** The renewal offer: the next period of a policy that is due for renewal. */
export function drawRenewalOffer(writer: PdfWriter, source: DocumentSource) {
  const { policy } = source;
  const line = lineOf(policy.productLine);
  writer.title(`Oferta wznowienia polisy nr ${policy.policyNo}`, `${line.name} · przygotowana ${today(source)}`);
  writer.paragraph(
    `Szanowni Państwo, zbliża się koniec okresu ubezpieczenia. Przygotowaliśmy propozycję kontynuacji ochrony na kolejny okres na dotychczasowych warunkach, z uwzględnieniem aktualnej taryfy.`,
  );
  writer.heading('Ubezpieczający');
  writer.fields(customerFields(source.customer));
  writer.heading('Nowy okres ubezpieczenia');
  writer.fields([
    ['Ochrona od', date(policy.startDate)],
    ['Ochrona do', date(policy.endDate)],
  ]);
  subjectAndCovers(writer, source);
  writer.heading('Składka za nowy okres');
  writer.fields(paymentFields(policy, planOf(source)));
  writer.paragraph(
    'Aby przyjąć ofertę, wystarczy opłacić składkę lub jej pierwszą ratę w terminie do dnia rozpoczęcia ochrony albo skontaktować się z agentem.',
  );
  writer.heading('Pośrednik');
  writer.fields(agentFields(source));
}
