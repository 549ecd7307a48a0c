import {
  messages,
  searchCities,
  weatherCities,
  type BannerConfig,
  type CalculatorLink,
  type CpChartResponse,
  type Discount,
  type ForecastItem,
  type HpChartResponse,
} from '@panel/domain';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { csrfCookie, json, refused } from './answers';
import { backend } from './backend';

/** The dashboard services in memory: banner and welcome flags, charts, weather, discounts and calculators. */
interface ServicesState {
  banner: BannerConfig | null;
  visited: boolean;
  smartInfoShown: boolean;
  visits: { smartInfo: boolean }[];
  cpChart: CpChartResponse;
  hpChart: HpChartResponse;
  discounts: Discount[];
  calculators: CalculatorLink[];
  newMotorReleaseDate: string | null;
  hhCalculationExpiryDate: string | null;
  weatherFails: boolean;
  weatherSample: boolean;
  forecastRequests: URLSearchParams[];
}

const months = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

export const bannerFixture: BannerConfig = {
  link: '/advantages',
  directory: '/banners/agenci',
  type: 'svg',
  altText: 'Jesień z ochroną: dom i samochód w jednym pakiecie do 15% taniej.',
  showBannerScreen: false,
};

export const discountsFixture: Discount[] = [
  { id: 1, productLineId: 'CP', renewal: false, packageCode: '001', type: 'AMT', numberAssigned: 12, amountLeft: 1250.5, amountTotal: 5000, discountExpiryDate: '2027-03-31' },
  { id: 2, productLineId: 'HP', renewal: false, packageCode: null, type: 'AMT', numberAssigned: 4, amountLeft: 4000, amountTotal: 5000, discountExpiryDate: '2027-01-15' },
  { id: 3, productLineId: 'CP', renewal: true, packageCode: '002', type: 'PCT', numberAssigned: 7, amountLeft: 90, amountTotal: 300, discountExpiryDate: '2026-12-31' },
];

export const calculatorsFixture: CalculatorLink[] = [
  { code: 'CP', label: 'Ubezpieczenie komunikacyjne OC/AC', url: 'https://kalkulatory.example.pl/komunikacja' },
  { code: 'NNW_SCHOOL', label: 'NNW szkolne', url: 'https://kalkulatory.example.pl/nnw-szkolne' },
];

/** 5 days from Monday 23.11.2026, every 3 hours; the temperature tells day and hour apart (day*10 + hour/3). */
export const forecastFixture: ForecastItem[] = Array.from({ length: 40 }, (_, i) => {
  const day = Math.floor(i / 8);
  const hour = (i % 8) * 3;
  const date = `2026-11-${23 + day}`;
  const time = `${String(hour).padStart(2, '0')}:00:00`;
  return {
    dt: Date.parse(`${date}T${time}Z`) / 1000,
    dt_txt: `${date} ${time}`,
    main: { temp: day * 10 + hour / 3 },
    weather: [{ description: day === 1 ? 'słabe opady deszczu' : 'bezchmurnie', icon: day === 1 ? '10d' : '01d' }],
  };
});

const initial = (): ServicesState => ({
  banner: bannerFixture,
  visited: false,
  smartInfoShown: false,
  visits: [],
  cpChart: { months, ocCounts: [1, 0, 2, 3, 1, 0, 4, 2, 1, 3, 2, 5], acCounts: [0, 1, 1, 2, 0, 1, 2, 1, 0, 2, 1, 3] },
  hpChart: { months, hpCounts: [2, 1, 0, 0, 3, 1, 1, 2, 0, 1, 4, 2] },
  discounts: discountsFixture,
  calculators: calculatorsFixture,
  newMotorReleaseDate: '2026-12-06',
  hhCalculationExpiryDate: '2026-12-01',
  weatherFails: false,
  weatherSample: true,
  forecastRequests: [],
});

export const services: ServicesState = initial();

export function resetServicesBackend(): void {
  Object.assign(services, initial());
}

const withRole = (role: string, answer: () => JsonBodyType) => ({ request }: { request: Request }) =>
  refused(request) ?? (backend.session!.roles.includes(role as never) ? json(answer()) : json({ message: messages.FORBIDDEN_ERROR }, 403));

export const servicesHandlers = [
  http.get('/partner/rest/banner/config', ({ request }) => refused(request) ?? json(services.banner)),
  http.get('/partner/rest/welcome/visited', ({ request }) => refused(request) ?? json({ visited: services.visited })),
  http.post('/partner/rest/welcome/visited', async ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    const body = (await request.json()) as { smartInfo: boolean };
    services.visits.push(body);
    services.visited = true;
    if (body.smartInfo) services.smartInfoShown = true;
    return new HttpResponse(null, { status: 204, headers: csrfCookie() });
  }),
  http.get('/partner/rest/welcome/shown', ({ request }) => refused(request) ?? json({ shown: services.smartInfoShown })),
  http.get('/partner/rest/cpChartPolicies', withRole('ROLE_AGENT_CP_ENABLED', () => services.cpChart)),
  http.get('/partner/rest/hpChartPolicies', withRole('ROLE_AGENT_HP_ENABLED', () => services.hpChart)),
  http.get('/partner/rest/discounts', ({ request }) => refused(request) ?? json(services.discounts)),
  http.get('/partner/rest/calculators', ({ request }) => refused(request) ?? json(services.calculators)),
  http.get('/partner/rest/quotations/newMotorReleaseDate', withRole('ROLE_AGENT_CP_ENABLED', () => ({ date: services.newMotorReleaseDate }))),
  http.get('/partner/rest/quotations/hhCalculationExpiryDate', withRole('ROLE_AGENT_HP_ENABLED', () => ({ date: services.hhCalculationExpiryDate }))),
  http.get('/openweather/find', ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    if (services.weatherFails) return json({ message: messages.WEATHER_NO_DATA }, 502);
    const city = new URL(request.url).searchParams.get('q')!.replace(/,Poland$/, '');
    const list = searchCities(weatherCities, city).map(({ id, name, lat, lon }) => ({ id, name, coord: { lat, lon } }));
    return json({ count: list.length, list, sample: services.weatherSample });
  }),
  http.get('/openweather/forecast', ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    if (services.weatherFails) return json({ message: messages.WEATHER_NO_DATA }, 502);
    const query = new URL(request.url).searchParams;
    services.forecastRequests.push(query);
    const city = weatherCities.find((c) => c.id === Number(query.get('id')));
    if (!city) return json({ message: messages.WEATHER_NO_DATA }, 502);
    return json({ city: { id: city.id, name: city.name }, list: forecastFixture, sample: services.weatherSample });
  }),
];
