import {
  IDEMPOTENCY_KEY_HEADER,
  messages,
  noRiderChosen,
  type CarLine,
  cpMtaLoadApiResponseSchema,
  recalculateApiResponseSchema,
  type CpMtaLoadResponse,
  type CpMtaModel,
  type CpMtaModelApi,
  type DocumentItem,
  type DocumentsPrint,
  type EquipmentItem,
  type LovItem,
  type MtaSaveResponse,
  type RecalculateResponse,
  type RiderPrice,
  type SaveRidersChangeApi,
} from '@panel/domain';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/server';

export const POLICY_NO = '1100000042';
export const DOCUMENT_HASH = 'mta-doc-hash-0000000000000001';

/** A loaded model: a Toyota Corolla owned by one person, other data with every field shown, no drivers block. */
export function mtaModel(overrides: Partial<CpMtaModel> = {}): CpMtaModel {
  const address = { zipCode: '00-950', city: 'Warszawa', street: 'Marszałkowska', homeNumber: '10', apartmentNumber: '5' };
  return {
    policyNo: POLICY_NO,
    regNo: 'WA12345',
    carData: {
      vehicleType: '001',
      vehicleSubType: '',
      make: 'TOYOTA',
      year: '2021',
      model: 'COROLLA',
      engineCapacityRange: '',
      fuelType: 'Benzyna',
      engineCapacity: '1598',
      enginePower: '97',
      body: 'SEDAN',
      doorsCount: '4',
      version: '101',
      versionName: '1.6 Comfort',
      accessoriesOpt: [],
      boughtAtPolishDealer: true,
      currentMileage: 42000,
      carValue: 60000,
      infoExpertCarValue: 60000,
      carValues: [],
    },
    otherData: {
      actualMileage: '45000',
      averageAnnualMileage: '15000',
      carUsage: 'PRIVATE',
      parkingType: 'GARAGE',
      abroadUsage: 'NO',
      leastExperiencedDriverLicenseYear: '2005',
      currentMileageVisible: true,
      annualMileageVisible: true,
      usageVisible: true,
      parkingVisible: true,
      usageAbroadVisible: true,
      drivingLicenseYearVisible: true,
      showDrivers: false,
      drivers: { isOwnerMd: 'Y', hasSd: 'N', mainDriver: { birthDate: '1980-05-05', drivingLicenseYear: '2000', drivingLicenseMonth: '' }, youngestDriver: null },
    },
    cession: { cession: false, id: null, type: 'SEARCH', bankCentralId: '', name: '', city: '', postCode: '', street: '', homeNumber: '', apartmentNumber: '', regon: '', nip: '' },
    owners: {
      mainOwner: { ownerType: '001', name: 'Jan Nowak', phoneNumber: '600100200', postalCode: '00-950', address, sameMailAddress: true, mailAddress: null },
      firstCoowner: null,
      secondCoowner: null,
    },
    riders: {
      ...noRiderChosen,
      originalAc: false,
      carValue: 60000,
      infoExpertCarValue: 60000,
      carValues: [],
      enabled: { ac: true, acWorkshop: true, acWorkshopPlus: true, nnw: true, premiumAssistance: true, tires: true, replacementCar: false },
    },
    payment: { paymentType: 'TRANSFER', paymentFrequency: '1', cashAvailable: false, paymentChangeAvailable: false },
    priceDto: { priceBefore: 1200, price: 1200, totalUnderpaymentAmount: 0 },
    summary: [],
    ...overrides,
  };
}

const lovs: Record<string, LovItem[]> = {
  CP_BODY_TYPE_DESC: [
    { key: 'SEDAN', value: 'Sedan' },
    { key: 'HB5', value: 'Hatchback 5-drzwiowy' },
    { key: 'KOMBI5', value: 'Kombi' },
    { key: 'PRZYCZEPA', value: 'Przyczepa' },
  ],
  CP_ANNUAL_MILEAGE: [
    { key: '10000', value: 'do 10 000 km' },
    { key: '15000', value: '10 001 – 15 000 km' },
  ],
  CP_USAGE: [
    { key: 'PRIVATE', value: 'Prywatnie' },
    { key: 'TAXI', value: 'Taksówka' },
  ],
  CP_PARKING: [
    { key: 'GARAGE', value: 'Garaż' },
    { key: 'STREET', value: 'Ulica' },
  ],
  CP_USAGE_ABROAD: [
    { key: 'NO', value: 'Nie' },
    { key: 'EU', value: 'W Unii Europejskiej' },
  ],
  CP_DRIVING_LICENSE_YEAR: Array.from({ length: 60 }, (_, index) => String(new Date().getFullYear() - index)).map((year) => ({ key: year, value: year })),
  CP_MONTHS: Array.from({ length: 12 }, (_, index) => ({ key: String(index + 1), value: String(index + 1).padStart(2, '0') })),
};

const line = (id: string, model: string, version: string, fuel: string, cc: number, kw: number, body: string, doors: number, value: number): CarLine => ({
  id,
  model,
  version,
  fuel,
  engineDisplacement: cc,
  enginePower: kw,
  body,
  doorsCount: doors,
  value,
});

export const carLines: Record<string, CarLine[]> = {
  COROLLA: [
    line('101', 'Corolla', '1.6 Comfort', 'Benzyna', 1598, 97, 'SEDAN', 4, 60000),
    line('102', 'Corolla', '1.6 Prestige', 'Benzyna', 1598, 97, 'SEDAN', 4, 66000),
    line('103', 'Corolla', '1.8 Hybrid', 'Hybryda', 1798, 90, 'HB5', 5, 72000),
  ],
  OCTAVIA: [line('201', 'Octavia', '2.0 TDI Style', 'Diesel', 1968, 110, 'KOMBI5', 5, 80000)],
  NIEWIADOW: [line('301', 'N126', 'Lekka', '', 0, 0, 'PRZYCZEPA', 0, 4000)],
};

export const optionalEquipment: Record<string, EquipmentItem[]> = {
  '101': [
    { id: 'e1', name: 'Hak holowniczy', percentage: 2 },
    { id: 'e2', name: 'Nawigacja', percentage: 3 },
    { id: 'e3', name: 'Skórzana tapicerka', percentage: 8 },
    { id: 'e4', name: 'Szyberdach', percentage: 5 },
    { id: 'e5', name: 'Alufelgi 18"', percentage: 6 },
    { id: 'e6', name: 'Pakiet zimowy', percentage: 1.5 },
  ],
};

const pricedAnswer: RecalculateResponse = {
  referralCode: null,
  changeIncompatibleWithOWU: false,
  inspectionNeeded: false,
  ridersOptions: [],
  infoExpertCarValue: 60000,
  carValues: [],
  priceDto: { priceBefore: 1200, price: 1320.5, totalUnderpaymentAmount: 60.25 },
  summary: [{ section: 'REG_NO', source: 'Numer rejestracyjny', originalVal: 'WA12345', newVal: 'GD1234A', order: 1 }],
};

const savedAnswer: MtaSaveResponse = {
  policyNo: POLICY_NO,
  version: 2,
  priceDto: pricedAnswer.priceDto,
  paymentType: 'TRANSFER',
  inspectionNeeded: false,
  printArgs: '2',
};

const changeDocument: DocumentItem = {
  id: 'MTA_ANNEX',
  name: 'Aneks do polisy nr 1100000042',
  description: 'Potwierdzenie zmiany danych polisy',
  filename: 'aneks-1100000042-2.pdf',
  status: 'AVAILABLE',
  hash: DOCUMENT_HASH,
  documentHash: null,
  url: null,
};

interface Options {
  /** The model answered by load; `pendingRiders` is null unless given. */
  load?: (CpMtaModel & Partial<Pick<CpMtaLoadResponse, 'pendingRiders'>>) | Response;
  recalculate?: Partial<RecalculateResponse>;
  documents?: DocumentItem[];
  pidFiles?: string[];
  riderPrices?: RiderPrice[];
}

/** What the page sent, as the seed spells it. */
export interface MtaCalls {
  recalculate: CpMtaModelApi[];
  save: { paymentType: string; body: CpMtaModelApi; key: string | null }[];
  print: { body: DocumentsPrint; key: string | null }[];
  documentSets: string[];
}

/**
 * The modification calls of one policy, answering as the server does (in the seed's spelling); what the page sent is
 * kept in the calls.
 */
export function mtaBackend({ load = mtaModel(), recalculate = {}, documents = [changeDocument], pidFiles = ['KI-OC-AC.pdf'], riderPrices = [] }: Options = {}) {
  const calls: MtaCalls = { recalculate: [], save: [], print: [], documentSets: [] };
  const base = '/partner/rest/mta/cp';
  server.use(
    http.get(`${base}/load/:policyNo`, () => (load instanceof Response ? load : HttpResponse.json(cpMtaLoadApiResponseSchema.encode({ pendingRiders: null, ...load })))),
    http.get('/partner/rest/lovs/get/:policyNo/:key', ({ params }) => HttpResponse.json(lovs[String(params.key)] ?? [])),
    http.get('/partner/rest/address/cities/:zip', () => HttpResponse.json([{ name: 'Warszawa' }])),
    http.get(`${base}/makes/:type`, ({ params }) =>
      HttpResponse.json(
        params.type === '006'
          ? [{ code: 'NIEWIADOW', description: 'Niewiadów' }]
          : [
              { code: 'SKODA', description: 'Škoda' },
              { code: 'TOYOTA', description: 'Toyota' },
            ],
      ),
    ),
    http.get(`${base}/models/:make/:year/:type`, ({ params }) =>
      HttpResponse.json(
        { TOYOTA: { COROLLA: 'Corolla', YARIS: 'Yaris' }, SKODA: { OCTAVIA: 'Octavia' }, NIEWIADOW: { NIEWIADOW: 'N126' } }[String(params.make)] ?? {},
      ),
    ),
    http.get(`${base}/cars/:year/:model`, ({ params }) => HttpResponse.json(carLines[String(params.model)] ?? [])),
    http.get(`${base}/cars/:make/:year/:range`, ({ params }) =>
      HttpResponse.json(
        params.range === '004' ? [{ id: '501', model: 'MT-03', version: 'ABS', engineDisplacement: 321, enginePower: 31, value: 21000 }] : [],
      ),
    ),
    http.get(`${base}/equipment/:type/:carId/:year`, ({ params }) =>
      HttpResponse.json(
        params.type === 'STD'
          ? [
              { id: 's1', name: 'Klimatyzacja', percentage: 0 },
              { id: 's2', name: 'ABS', percentage: 0 },
            ]
          : (optionalEquipment[String(params.carId)] ?? []),
      ),
    ),
    http.get(`${base}/getPrices/:policyNo`, () => HttpResponse.json({ rows: riderPrices })),
    http.post(`${base}/saveRidersChange`, async ({ request }) => {
      const { raiders } = (await request.json()) as SaveRidersChangeApi;
      return HttpResponse.json({ raiders, message: messages.RIDERS_SAVE_SUCCESS });
    }),
    http.post(`${base}/recalculate`, async ({ request }) => {
      calls.recalculate.push((await request.json()) as CpMtaModelApi);
      return HttpResponse.json(recalculateApiResponseSchema.encode({ ...pricedAnswer, ...recalculate }));
    }),
    http.post(`${base}/save/:paymentType`, async ({ request, params }) => {
      calls.save.push({ paymentType: String(params.paymentType), body: (await request.json()) as CpMtaModelApi, key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
      return HttpResponse.json(savedAnswer);
    }),
    http.get('/partner/rest/document/get-available-docs-hash/:policyId/:place/:printArgs', ({ params }) => {
      calls.documentSets.push(`${String(params.policyId)}/${String(params.place)}/${String(params.printArgs)}`);
      return HttpResponse.json({ hash: 'mta-set-hash-000000000000001' });
    }),
    http.get('/ms-doc/available-docs/:hash', () => HttpResponse.json(documents)),
    http.post('/ms-doc', () => HttpResponse.json({ available: true, documentHash: 'mta-ready-hash-0000000000001' })),
    http.get('/ms-doc/availability/:hash', () => HttpResponse.json({ ready: true, failed: false })),
    http.get('/ms-doc/get-pid-file-names/CP/:policyId', () => HttpResponse.json(pidFiles)),
    http.post('/ms-doc/print', async ({ request }) => {
      const body = (await request.json()) as DocumentsPrint;
      calls.print.push({ body, key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
      return HttpResponse.json({ emailTo: body.emailTo, documents: ['aneks-1100000042-2.pdf'] }, { status: 202 });
    }),
  );
  return calls;
}

export const refusal = (status: number, message: string = messages.POLICY_CHANGE_ERROR) => HttpResponse.json({ message }, { status });
