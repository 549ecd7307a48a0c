import type { CaseType, ComplaintType } from '@panel/domain';

/** The case types of GET /partner/rest/case/config (decision 051). WYP and UKS lead to their own flows. */
export const caseTypeList: readonly CaseType[] = [
  { subjectCode: 'ZDK', caseSubType: 'ZDK', sortNo: 10, name: 'Zmiana danych klienta' },
  { subjectCode: 'ZDP', caseSubType: 'ZDP', sortNo: 20, name: 'Zmiana danych pojazdu' },
  { subjectCode: 'WYP', caseSubType: 'WYP', sortNo: 30, name: 'Wypowiedzenie umowy' },
  { subjectCode: 'UKS', caseSubType: 'UKS', sortNo: 40, name: 'Sprzedaż pojazdu' },
  { subjectCode: 'ZWS', caseSubType: 'ZWS', sortNo: 50, name: 'Zwrot składki' },
  { subjectCode: 'DUP', caseSubType: 'DUP', sortNo: 60, name: 'Duplikat dokumentów polisy' },
  { subjectCode: 'CES', caseSubType: 'CES', sortNo: 70, name: 'Cesja praw z polisy' },
  { subjectCode: 'HRM', caseSubType: 'HRM', sortNo: 80, name: 'Zmiana harmonogramu płatności' },
  { subjectCode: 'ZPU', caseSubType: 'ZPU', sortNo: 90, name: 'Zaświadczenie o przebiegu ubezpieczenia' },
  { subjectCode: 'INN', caseSubType: 'INN', sortNo: 100, name: 'Inne' },
];

/** The complaint types of GET /partner/rest/complaint/config (decision 051). */
export const complaintTypeList: readonly ComplaintType[] = [
  { code: 'LIK', name: 'Likwidacja szkody', sortNo: 10 },
  { code: 'SKL', name: 'Wysokość składki', sortNo: 20 },
  { code: 'PLA', name: 'Płatności i zwroty składki', sortNo: 30 },
  { code: 'DOK', name: 'Dokumenty polisy', sortNo: 40 },
  { code: 'OBS', name: 'Obsługa przez agenta lub infolinię', sortNo: 50 },
  { code: 'INN', name: 'Inne', sortNo: 60 },
];
