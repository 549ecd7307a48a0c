import type { CarLine, EquipmentItem, Make, ModelsResponse, MotorcycleVersion } from '@panel/domain';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';

// The cascading vehicle choice (001 §4, §7): every parent choice is in the query key; a step is asked once its parents are chosen.
const path = (...parts: string[]) => `/partner/rest/mta/cp/${parts.map(encodeURIComponent).join('/')}`;
const CATALOGUE_STALE_MS = 60 * 60 * 1000;

/** GET /partner/rest/mta/cp/makes/{vehicleTypeCode} */
export const makesQueryOptions = (vehicleType: string) =>
  queryOptions({
    queryKey: ['mta', 'makes', vehicleType],
    queryFn: ({ signal }) => request<Make[]>(path('makes', vehicleType), { responseType: 'json', signal }),
    staleTime: CATALOGUE_STALE_MS,
  });

/** GET /partner/rest/mta/cp/models/{makeCode}/{productionYearCode}/{vehicleTypeCode}: model code → name. */
export const modelsQueryOptions = (make: string, year: string, vehicleType: string) =>
  queryOptions({
    queryKey: ['mta', 'models', make, year, vehicleType],
    queryFn: ({ signal }) => request<ModelsResponse>(path('models', make, year, vehicleType), { responseType: 'json', signal }),
    enabled: make !== '' && year !== '',
    staleTime: CATALOGUE_STALE_MS,
  });

/** GET /partner/rest/mta/cp/cars/{productionYear}/{carModel}: the car lines the later steps choose from. */
export const carLinesQueryOptions = (year: string, model: string) =>
  queryOptions({
    queryKey: ['mta', 'cars', year, model],
    queryFn: ({ signal }) => request<CarLine[]>(path('cars', year, model), { responseType: 'json', signal }),
    enabled: year !== '' && model !== '',
    staleTime: CATALOGUE_STALE_MS,
  });

/** GET /partner/rest/mta/cp/cars/{make}/{productionYear}/{engineCapacity}: motorcycle versions in a capacity range. */
export const motorcycleVersionsQueryOptions = (make: string, year: string, range: string) =>
  queryOptions({
    queryKey: ['mta', 'motorcycles', make, year, range],
    queryFn: ({ signal }) => request<MotorcycleVersion[]>(path('cars', make, year, range), { responseType: 'json', signal }),
    enabled: make !== '' && year !== '' && range !== '',
    staleTime: CATALOGUE_STALE_MS,
  });

/** GET /partner/rest/mta/cp/equipment/{STD|OPT}/{carId}/{productionYear} */
export const equipmentQueryOptions = (type: 'STD' | 'OPT', carId: string, year: string) =>
  queryOptions({
    queryKey: ['mta', 'equipment', type, carId, year],
    queryFn: ({ signal }) => request<EquipmentItem[]>(path('equipment', type, carId, year), { responseType: 'json', signal }),
    enabled: carId !== '' && year !== '',
    staleTime: CATALOGUE_STALE_MS,
  });
