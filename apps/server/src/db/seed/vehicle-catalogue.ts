import type { DbOrTx } from '../client';
import { carEquipment, carLines, carLineValues, vehicleMakes, vehicleMakeTypes, vehicleModels } from '../schema/index';
import { searchName } from '../../lib/search-name';
import { insertRows } from './reference-data';
import { yearOf } from './people';

/** Catalogue groups of the 001 §9 vehicle type codes (decision 091). */
type CatalogueType = '001' | '002' | '003' | '006' | '007';
/** Version name, fuel, engine cm³, kW, bodies ("HB5 KOMBI5": body code and doors), price of a new one in PLN. */
type Engine = readonly [name: string, fuel: string | null, cc: number | null, kw: number | null, bodies: string, price: number];
interface Generation {
  /** First and last production year; no last year = still produced. */
  years: readonly [number, number?];
  trims: readonly string[];
  engines: readonly Engine[];
}
interface ModelDef {
  name: string;
  type: CatalogueType;
  generations: readonly Generation[];
}
interface MakeDef {
  code: string;
  name: string;
  models: readonly ModelDef[];
}

const B = 'Benzyna';
const D = 'Diesel';
const H = 'Hybryda';
const PHEV = 'Hybryda plug-in';
const LPG = 'Benzyna + LPG';
const EV = 'Elektryczny';

const car = (name: string, ...generations: Generation[]): ModelDef => ({ name, type: '001', generations });
const gen = (years: Generation['years'], trims: string[], ...engines: Engine[]): Generation => ({ years, trims, engines });
const ofType = (type: CatalogueType, name: string, ...generations: Generation[]): ModelDef => ({ name, type, generations });

/** Polish-market makes and models 2010 onwards (decision 091), including every make and model the demo portfolio generates. */
export const catalogue: readonly MakeDef[] = [
  { code: '101', name: 'Volkswagen', models: [
    car('Golf',
      gen([2010, 2012], ['Trendline', 'Comfortline'], ['1.4 TSI', B, 1390, 90, 'HB3 HB5', 82000], ['1.6 TDI', D, 1598, 77, 'HB5 KOMBI5', 86000], ['2.0 TDI', D, 1968, 103, 'HB5', 98000]),
      gen([2013, 2019], ['Trendline', 'Comfortline', 'Highline'], ['1.2 TSI', B, 1197, 77, 'HB3 HB5', 79000], ['1.4 TSI', B, 1395, 92, 'HB5 KOMBI5', 88000], ['1.6 TDI', D, 1598, 81, 'HB5 KOMBI5', 92000], ['2.0 TDI', D, 1968, 110, 'HB5', 108000]),
      gen([2020], ['Life', 'Style', 'R-Line'], ['1.0 eTSI', H, 999, 81, 'HB5', 112000], ['1.5 TSI', B, 1498, 96, 'HB5 KOMBI5', 118000], ['1.5 TSI', B, 1498, 110, 'HB5', 124000], ['2.0 TDI', D, 1968, 85, 'HB5 KOMBI5', 126000], ['2.0 TDI', D, 1968, 110, 'HB5 KOMBI5', 136000])),
    car('Passat',
      gen([2010, 2014], ['Trendline', 'Highline'], ['1.4 TSI', B, 1390, 90, 'SED4 KOMBI5', 98000], ['2.0 TDI', D, 1968, 103, 'SED4 KOMBI5', 112000]),
      gen([2015], ['Business', 'Elegance'], ['1.5 TSI', B, 1498, 110, 'SED4 KOMBI5', 149000], ['2.0 TDI', D, 1968, 110, 'SED4 KOMBI5', 158000], ['2.0 TDI 4Motion', D, 1968, 147, 'KOMBI5', 189000])),
    car('Polo',
      gen([2010, 2017], ['Trendline', 'Comfortline'], ['1.2', B, 1198, 51, 'HB3 HB5', 52000], ['1.4 TDI', D, 1422, 55, 'HB5', 61000]),
      gen([2018], ['Life', 'Style'], ['1.0 MPI', B, 999, 59, 'HB5', 74000], ['1.0 TSI', B, 999, 70, 'HB5', 81000], ['1.0 TSI', B, 999, 85, 'HB5', 87000])),
    car('Tiguan',
      gen([2010, 2015], ['Trend&Fun', 'Sport&Style'], ['1.4 TSI', B, 1390, 118, 'SUV5', 109000], ['2.0 TDI', D, 1968, 103, 'SUV5', 122000]),
      gen([2016], ['Life', 'Elegance', 'R-Line'], ['1.5 TSI', B, 1498, 110, 'SUV5', 149000], ['2.0 TDI', D, 1968, 110, 'SUV5', 164000], ['2.0 TDI 4Motion', D, 1968, 147, 'SUV5', 192000])),
  ] },
  { code: '102', name: 'Škoda', models: [
    car('Octavia',
      gen([2010, 2012], ['Ambiente', 'Elegance'], ['1.6 MPI', B, 1595, 75, 'LB5 KOMBI5', 62000], ['1.6 TDI', D, 1598, 77, 'LB5 KOMBI5', 72000], ['1.8 TSI', B, 1798, 118, 'LB5', 79000]),
      gen([2013, 2019], ['Active', 'Ambition', 'Style'], ['1.2 TSI', B, 1197, 77, 'LB5 KOMBI5', 69000], ['1.4 TSI', B, 1395, 110, 'LB5 KOMBI5', 82000], ['1.6 TDI', D, 1598, 81, 'LB5 KOMBI5', 84000], ['2.0 TDI', D, 1968, 110, 'KOMBI5', 98000]),
      gen([2020], ['Ambition', 'Style', 'L&K'], ['1.0 TSI', B, 999, 81, 'LB5 KOMBI5', 104000], ['1.5 TSI', B, 1498, 110, 'LB5 KOMBI5', 118000], ['2.0 TDI', D, 1968, 85, 'LB5 KOMBI5', 121000], ['2.0 TDI', D, 1968, 110, 'LB5 KOMBI5', 131000], ['1.4 TSI iV', PHEV, 1395, 150, 'LB5 KOMBI5', 159000])),
    car('Fabia',
      gen([2010, 2014], ['Classic', 'Ambiente'], ['1.2', B, 1198, 44, 'HB5 KOMBI5', 42000], ['1.6 TDI', D, 1598, 66, 'HB5', 52000]),
      gen([2015, 2021], ['Active', 'Ambition', 'Style'], ['1.0 MPI', B, 999, 55, 'HB5 KOMBI5', 49000], ['1.2 TSI', B, 1197, 66, 'HB5', 56000], ['1.4 TDI', D, 1422, 66, 'HB5', 61000]),
      gen([2022], ['Ambition'], ['1.0 MPI', B, 999, 59, 'HB5', 74000], ['1.0 TSI', B, 999, 81, 'HB5', 83000], ['1.5 TSI', B, 1498, 110, 'HB5', 99000])),
    car('Superb',
      gen([2010, 2015], ['Comfort', 'Elegance'], ['1.8 TSI', B, 1798, 118, 'LB5 KOMBI5', 104000], ['2.0 TDI', D, 1968, 103, 'LB5 KOMBI5', 116000]),
      gen([2016], ['Ambition', 'Style', 'L&K'], ['1.5 TSI', B, 1498, 110, 'LB5 KOMBI5', 149000], ['2.0 TDI', D, 1968, 110, 'LB5 KOMBI5', 162000], ['2.0 TSI 4x4', B, 1984, 206, 'KOMBI5', 214000])),
    car('Kodiaq',
      gen([2017], ['Ambition', 'Style'], ['1.5 TSI', B, 1498, 110, 'SUV5', 152000], ['2.0 TDI', D, 1968, 110, 'SUV5', 168000], ['2.0 TDI 4x4', D, 1968, 147, 'SUV5', 196000])),
  ] },
  { code: '103', name: 'Toyota', models: [
    car('Corolla',
      gen([2010, 2013], ['Luna', 'Sol'], ['1.33 VVT-i', B, 1329, 73, 'SED4 HB5', 62000], ['1.6 VVT-i', B, 1598, 97, 'SED4', 69000]),
      gen([2014, 2018], ['Active', 'Comfort', 'Prestige'], ['1.33 VVT-i', B, 1329, 73, 'SED4', 68000], ['1.6 Valvematic', B, 1598, 97, 'SED4', 76000], ['1.4 D-4D', D, 1364, 66, 'SED4', 79000]),
      gen([2019], ['Comfort', 'Style', 'Executive'], ['1.8 Hybrid', H, 1798, 90, 'HB5 KOMBI5 SED4', 121000], ['2.0 Hybrid', H, 1987, 135, 'HB5 KOMBI5', 139000], ['1.5 VVT-i', B, 1490, 92, 'SED4', 109000])),
    car('Yaris',
      gen([2010, 2019], ['Active', 'Premium'], ['1.0 VVT-i', B, 998, 51, 'HB3 HB5', 45000], ['1.33 VVT-i', B, 1329, 73, 'HB5', 52000], ['1.5 Hybrid', H, 1497, 74, 'HB5', 64000]),
      gen([2020], ['Comfort', 'Style'], ['1.0 VVT-i', B, 998, 53, 'HB5', 76000], ['1.5 VVT-i', B, 1490, 92, 'HB5', 86000], ['1.5 Hybrid', H, 1490, 85, 'HB5', 98000])),
    car('RAV4',
      gen([2010, 2018], ['Active', 'Prestige'], ['2.0 Valvematic', B, 1987, 111, 'SUV5', 112000], ['2.0 D-4D', D, 1998, 91, 'SUV5', 118000]),
      gen([2019], ['Comfort', 'Style', 'Selection'], ['2.5 Hybrid', H, 2487, 160, 'SUV5', 179000], ['2.5 Plug-in Hybrid', PHEV, 2487, 225, 'SUV5', 239000])),
    car('C-HR',
      gen([2017], ['Comfort', 'Style'], ['1.8 Hybrid', H, 1798, 90, 'SUV5', 129000], ['2.0 Hybrid', H, 1987, 135, 'SUV5', 149000], ['1.2 Turbo', B, 1197, 85, 'SUV5', 112000])),
  ] },
  { code: '104', name: 'Opel', models: [
    car('Astra',
      gen([2010, 2015], ['Essentia', 'Enjoy', 'Cosmo'], ['1.4 Turbo', B, 1364, 103, 'HB5 KOMBI5', 71000], ['1.7 CDTI', D, 1686, 81, 'HB5 KOMBI5', 76000]),
      gen([2016, 2021], ['Enjoy', 'Elite'], ['1.4 Turbo', B, 1399, 92, 'HB5 KOMBI5', 79000], ['1.6 CDTI', D, 1598, 81, 'HB5 KOMBI5', 86000], ['1.2 Turbo', B, 1199, 96, 'HB5 KOMBI5', 88000]),
      gen([2022], ['Edition', 'GS'], ['1.2 Turbo', B, 1199, 96, 'HB5 KOMBI5', 112000], ['1.5 Diesel', D, 1499, 96, 'HB5 KOMBI5', 121000])),
    car('Corsa',
      gen([2010, 2019], ['Essentia', 'Enjoy'], ['1.2', B, 1229, 51, 'HB3 HB5', 44000], ['1.4', B, 1398, 66, 'HB5', 51000]),
      gen([2020], ['Edition', 'Elegance'], ['1.2', B, 1199, 55, 'HB5', 72000], ['1.2 Turbo', B, 1199, 74, 'HB5', 81000], ['e-Corsa', EV, null, 100, 'HB5', 129000])),
    car('Insignia',
      gen([2010, 2016], ['Edition', 'Cosmo'], ['1.6 Turbo', B, 1598, 125, 'LB5 KOMBI5', 99000], ['2.0 CDTI', D, 1956, 118, 'LB5 KOMBI5', 108000]),
      gen([2017, 2022], ['Elite'], ['1.5 Turbo', B, 1490, 121, 'LB5 KOMBI5', 129000], ['2.0 CDTI', D, 1956, 125, 'LB5 KOMBI5', 139000])),
  ] },
  { code: '105', name: 'Ford', models: [
    car('Focus',
      gen([2010, 2018], ['Trend', 'Titanium'], ['1.0 EcoBoost', B, 999, 92, 'HB5 KOMBI5', 68000], ['1.6 TDCi', D, 1560, 85, 'HB5 KOMBI5', 74000], ['1.6 Ti-VCT', B, 1596, 92, 'SED4', 66000]),
      gen([2019], ['Trend', 'Titanium', 'ST-Line'], ['1.0 EcoBoost', B, 999, 92, 'HB5 KOMBI5', 104000], ['1.5 EcoBlue', D, 1499, 88, 'HB5 KOMBI5', 112000])),
    car('Fiesta',
      gen([2010, 2017], ['Ambiente', 'Trend'], ['1.25', B, 1242, 60, 'HB3 HB5', 44000], ['1.0 EcoBoost', B, 999, 74, 'HB5', 52000]),
      gen([2018, 2023], ['Trend', 'Titanium'], ['1.1', B, 1084, 55, 'HB5', 62000], ['1.0 EcoBoost', B, 999, 74, 'HB5', 71000])),
    car('Kuga',
      gen([2010, 2019], ['Trend', 'Titanium'], ['1.5 EcoBoost', B, 1498, 110, 'SUV5', 99000], ['2.0 TDCi', D, 1997, 110, 'SUV5', 112000]),
      gen([2020], ['Titanium', 'ST-Line'], ['1.5 EcoBoost', B, 1497, 110, 'SUV5', 139000], ['2.5 PHEV', PHEV, 2488, 165, 'SUV5', 179000])),
    car('Mondeo',
      gen([2010, 2022], ['Trend', 'Titanium'], ['1.5 EcoBoost', B, 1498, 118, 'LB5 KOMBI5', 109000], ['2.0 TDCi', D, 1997, 110, 'LB5 KOMBI5', 118000], ['2.0 Hybrid', H, 1999, 138, 'SED4', 132000])),
  ] },
  { code: '106', name: 'Renault', models: [
    car('Clio',
      gen([2010, 2019], ['Life', 'Zen', 'Intens'], ['0.9 TCe', B, 898, 66, 'HB5 KOMBI5', 49000], ['1.5 dCi', D, 1461, 66, 'HB5', 56000], ['1.2 16V', B, 1149, 55, 'HB3', 42000]),
      gen([2020], ['Evolution', 'Techno'], ['1.0 TCe', B, 999, 67, 'HB5', 79000], ['1.6 E-Tech', H, 1598, 103, 'HB5', 99000])),
    car('Megane',
      gen([2010, 2015], ['Authentique', 'Dynamique'], ['1.6 16V', B, 1598, 81, 'HB5 KOMBI5', 62000], ['1.5 dCi', D, 1461, 81, 'HB5 KOMBI5', 68000]),
      gen([2016], ['Zen', 'Intens'], ['1.3 TCe', B, 1332, 103, 'HB5 KOMBI5', 92000], ['1.5 dCi', D, 1461, 85, 'HB5 KOMBI5', 96000])),
    car('Captur',
      gen([2013, 2019], ['Life', 'Intens'], ['0.9 TCe', B, 898, 66, 'SUV5', 62000], ['1.5 dCi', D, 1461, 66, 'SUV5', 69000]),
      gen([2020], ['Evolution', 'Techno'], ['1.3 TCe', B, 1332, 103, 'SUV5', 99000], ['1.6 E-Tech', H, 1598, 105, 'SUV5', 116000])),
  ] },
  { code: '107', name: 'Kia', models: [
    car('Ceed',
      gen([2010, 2018], ['S', 'M', 'L'], ['1.4 CVVT', B, 1396, 73, 'HB5 KOMBI5', 59000], ['1.6 GDI', B, 1591, 99, 'HB5 KOMBI5', 66000], ['1.6 CRDi', D, 1582, 94, 'HB5 KOMBI5', 71000]),
      gen([2019], ['M', 'L', 'GT-Line'], ['1.0 T-GDI', B, 998, 88, 'HB5 KOMBI5', 92000], ['1.5 T-GDI', B, 1482, 118, 'HB5 KOMBI5', 104000], ['1.6 CRDi', D, 1598, 100, 'HB5', 101000])),
    car('Sportage',
      gen([2010, 2021], ['M', 'L'], ['1.6 GDI', B, 1591, 97, 'SUV5', 89000], ['1.7 CRDi', D, 1685, 85, 'SUV5', 96000], ['1.6 T-GDI', B, 1591, 130, 'SUV5', 112000]),
      gen([2022], ['M', 'L', 'GT-Line'], ['1.6 T-GDI', B, 1598, 110, 'SUV5', 129000], ['1.6 T-GDI HEV', H, 1598, 169, 'SUV5', 159000])),
    car('Picanto',
      gen([2010], ['M'], ['1.0', B, 998, 49, 'HB5', 55000], ['1.2', B, 1197, 62, 'HB5', 61000])),
  ] },
  { code: '108', name: 'Hyundai', models: [
    car('i30',
      gen([2010, 2016], ['Classic', 'Comfort'], ['1.4 CVVT', B, 1396, 73, 'HB5 KOMBI5', 56000], ['1.6 CRDi', D, 1582, 81, 'HB5 KOMBI5', 64000]),
      gen([2017], ['Classic Plus', 'Smart', 'Comfort'], ['1.0 T-GDI', B, 998, 88, 'HB5 KOMBI5', 89000], ['1.5 DPI', B, 1498, 81, 'HB5', 86000], ['1.6 CRDi', D, 1598, 85, 'HB5 KOMBI5', 97000])),
    car('Tucson',
      gen([2015, 2020], ['Comfort', 'Style'], ['1.6 GDI', B, 1591, 97, 'SUV5', 92000], ['2.0 CRDi', D, 1995, 100, 'SUV5', 108000]),
      gen([2021], ['Smart', 'Executive'], ['1.6 T-GDI', B, 1598, 110, 'SUV5', 129000], ['1.6 T-GDI HEV', H, 1598, 169, 'SUV5', 156000], ['1.6 CRDi', D, 1598, 100, 'SUV5', 136000])),
    car('i20',
      gen([2010], ['Classic', 'Comfort'], ['1.2', B, 1248, 62, 'HB5', 62000], ['1.0 T-GDI', B, 998, 74, 'HB5', 71000])),
  ] },
  { code: '109', name: 'BMW', models: [
    car('Seria 3',
      gen([2010, 2018], ['Sport Line', 'Luxury Line'], ['320i', B, 1997, 135, 'SED4 KOMBI5', 139000], ['320d', D, 1995, 140, 'SED4 KOMBI5', 149000], ['318d', D, 1995, 110, 'SED4', 132000]),
      gen([2019], ['Sport Line', 'M Sport'], ['320i', B, 1998, 135, 'SED4 KOMBI5', 199000], ['320d', D, 1995, 140, 'SED4 KOMBI5', 209000], ['330e', PHEV, 1998, 215, 'SED4', 239000])),
    car('Seria 5',
      gen([2010, 2016], ['Business'], ['520d', D, 1995, 135, 'SED4 KOMBI5', 189000]),
      gen([2017], ['Business', 'M Sport'], ['520d', D, 1995, 140, 'SED4 KOMBI5', 259000], ['530i', B, 1998, 185, 'SED4', 279000])),
    car('X3',
      gen([2010, 2017], ['xLine'], ['xDrive20d', D, 1995, 140, 'SUV5', 189000], ['xDrive20i', B, 1997, 135, 'SUV5', 179000]),
      gen([2018], ['xLine', 'M Sport'], ['xDrive20d', D, 1995, 140, 'SUV5', 259000], ['xDrive20i', B, 1998, 135, 'SUV5', 249000], ['xDrive30e', PHEV, 1998, 215, 'SUV5', 289000])),
    ofType('003', 'R 1250 GS',
      gen([2019], ['', 'Adventure'], ['R 1250 GS', B, 1254, 100, 'MOTO', 89000])),
    ofType('003', 'R 1200 GS',
      gen([2010, 2018], [''], ['R 1200 GS', B, 1170, 92, 'MOTO', 72000])),
  ] },
  { code: '110', name: 'Dacia', models: [
    car('Duster',
      gen([2010, 2017], ['Access', 'Laureate'], ['1.6 16V', B, 1598, 77, 'SUV5', 52000], ['1.6 16V LPG', LPG, 1598, 77, 'SUV5', 55000], ['1.5 dCi', D, 1461, 66, 'SUV5', 58000]),
      gen([2018], ['Essential', 'Journey'], ['1.0 TCe LPG', LPG, 999, 74, 'SUV5', 79000], ['1.3 TCe', B, 1332, 96, 'SUV5', 86000], ['1.5 dCi', D, 1461, 85, 'SUV5', 89000])),
    car('Sandero',
      gen([2010, 2020], ['Access', 'Laureate'], ['1.0 SCe', B, 998, 54, 'HB5', 36000], ['0.9 TCe', B, 898, 66, 'HB5', 41000], ['0.9 TCe LPG', LPG, 898, 66, 'HB5', 43000]),
      gen([2021], ['Essential', 'Expression'], ['1.0 TCe', B, 999, 67, 'HB5', 62000], ['1.0 TCe LPG', LPG, 999, 74, 'HB5', 66000])),
    car('Logan',
      gen([2010, 2020], ['Access', 'Laureate'], ['1.0 SCe', B, 998, 54, 'SED4 KOMBI5', 38000], ['1.5 dCi', D, 1461, 66, 'SED4 KOMBI5', 45000]),
      gen([2021], ['Essential'], ['1.0 TCe', B, 999, 67, 'SED4', 63000])),
  ] },
  { code: '111', name: 'Mazda', models: [
    car('3',
      gen([2014, 2018], ['SkyMotion', 'SkyPassion'], ['2.0 Skyactiv-G', B, 1998, 88, 'HB5 SED4', 79000]),
      gen([2019], ['Prime-Line', 'Exclusive-Line'], ['2.0 Skyactiv-G', B, 1998, 90, 'HB5 SED4', 112000], ['1.6 Skyactiv-G', B, 1598, 97, 'HB5', 104000])),
  ] },
  { code: '112', name: 'Fiat', models: [
    car('Tipo', gen([2016], ['Easy', 'Lounge'], ['1.4 16V', B, 1368, 70, 'SED4 HB5 KOMBI5', 62000], ['1.6 MultiJet', D, 1598, 88, 'SED4 HB5 KOMBI5', 74000])),
    ofType('002', 'Ducato Kamper', gen([2012], [''], ['2.3 MultiJet', D, 2287, 103, 'KAMPER3', 259000])),
  ] },
  { code: '113', name: 'Peugeot', models: [
    car('308',
      gen([2014, 2021], ['Active', 'Allure'], ['1.2 PureTech', B, 1199, 96, 'HB5 KOMBI5', 79000], ['1.6 BlueHDi', D, 1560, 88, 'HB5 KOMBI5', 86000]),
      gen([2022], ['Active', 'Allure', 'GT'], ['1.2 PureTech', B, 1199, 96, 'HB5 KOMBI5', 112000], ['1.5 BlueHDi', D, 1499, 96, 'HB5 KOMBI5', 121000])),
  ] },
  { code: '114', name: 'Volvo', models: [
    car('V60', gen([2019], ['Core', 'Plus'], ['B4', H, 1969, 145, 'KOMBI5', 189000], ['D4', D, 1969, 140, 'KOMBI5', 179000])),
  ] },
  { code: '201', name: 'Honda', models: [
    ofType('003', 'CB500F', gen([2013], ['ABS'], ['CB500F', B, 471, 35, 'MOTO', 31000])),
    ofType('003', 'CBR650R', gen([2019], ['', 'E-Clutch'], ['CBR650R', B, 649, 70, 'MOTO', 44000])),
    ofType('003', 'PCX 125', gen([2010], [''], ['PCX 125', B, 125, 9, 'SKUTER', 15000])),
  ] },
  { code: '202', name: 'Yamaha', models: [
    ofType('003', 'MT-07', gen([2014], ['', 'Pure'], ['MT-07', B, 689, 55, 'MOTO', 36000])),
    ofType('003', 'MT-09', gen([2014, 2020], [''], ['MT-09', B, 847, 85, 'MOTO', 42000]), gen([2021], ['', 'SP'], ['MT-09', B, 890, 87, 'MOTO', 52000])),
    ofType('003', 'XMAX 300', gen([2017], ['', 'Tech MAX'], ['XMAX 300', B, 292, 20, 'SKUTER', 29000])),
  ] },
  { code: '203', name: 'Kawasaki', models: [ofType('003', 'Z650', gen([2017], [''], ['Z650', B, 649, 50, 'MOTO', 34000]))] },
  { code: '204', name: 'Romet', models: [ofType('003', 'Zetka 50', gen([2012], [''], ['Zetka 50', B, 49, 2, 'SKUTER', 5000]))] },
  { code: '301', name: 'Niewiadów', models: [
    ofType('006', 'N126', gen([2010], ['', 'Plus'], ['N126', null, null, null, 'PRZK', 32000])),
    ofType('006', 'B750', gen([2010], [''], ['B750', null, null, null, 'PRZ', 6000])),
  ] },
  { code: '302', name: 'Knaus', models: [
    ofType('006', 'Sport 450 FU', gen([2014], ['', 'Silver Selection'], ['Sport 450 FU', null, null, null, 'PRZK', 89000])),
    ofType('002', 'Sky TI', gen([2014], [''], ['Sky TI 650 MEG', D, 2287, 118, 'KAMPER3', 329000])),
  ] },
  { code: '303', name: 'Temared', models: [ofType('006', 'Transporter', gen([2010], [''], ['Transporter 3015', null, null, null, 'PRZ', 9000]))] },
  { code: '304', name: 'Hymer', models: [ofType('002', 'B-MC T', gen([2018], [''], ['B-MC T 580', D, 2143, 125, 'KAMPER3', 399000]))] },
  { code: '401', name: 'Ursus', models: [ofType('007', 'C-380', gen([2013, 2020], [''], ['C-380', D, 4156, 59, 'CIAG', 189000]))] },
  { code: '402', name: 'Zetor', models: [ofType('007', 'Proxima 100', gen([2012], ['', 'Plus'], ['Proxima 100', D, 4156, 68, 'CIAG', 229000]))] },
];

/** Body code with its doors: 'HB5' → HB, 5; 'MOTO' → MOTO, no doors. */
function parseBody(token: string) {
  const match = /^([A-Z]+)(\d)?$/.exec(token)!;
  return { body: match[1]!, doorsCount: match[2] ? Number(match[2]) : null };
}

const STANDARD: Record<string, readonly string[]> = {
  car: ['ABS', 'ESP', 'Poduszki powietrzne czołowe i boczne', 'Klimatyzacja manualna', 'Centralny zamek z pilotem', 'Elektrycznie sterowane szyby przednie', 'Radio z Bluetooth'],
  moto: ['ABS', 'Immobiliser', 'Oświetlenie LED'],
  trailer: ['Hamulec najazdowy', 'Oświetlenie zespolone', 'Koło podporowe'],
};
/** Optional items, name and percentage of the vehicle value; better trims have the first ones as standard. */
const OPTIONAL: Record<string, readonly (readonly [string, number])[]> = {
  car: [['Klimatyzacja automatyczna dwustrefowa', 2], ['Czujniki parkowania tył', 1], ['Kamera cofania', 1.5], ['Nawigacja GPS', 2.5], ['Podgrzewane fotele przednie', 1.5], ['Tempomat adaptacyjny', 3], ['Hak holowniczy', 1.5], ['Reflektory matrycowe LED', 4.5], ['Szyberdach panoramiczny', 5], ['Skórzana tapicerka', 6], ['Pakiet sportowy (zawieszenie, felgi 19")', 7]],
  moto: [['Podgrzewane manetki', 2], ['Szyba turystyczna', 1.5], ['Quickshifter', 3], ['Kufer centralny', 3], ['Sakwy boczne', 4], ['Tłumik sportowy', 6]],
  trailer: [['Koło zapasowe', 1], ['Plandeka ze stelażem', 4], ['Markiza', 5], ['Instalacja solarna', 6]],
};
const equipmentGroup = (type: CatalogueType) => (type === '003' ? 'moto' : type === '006' ? 'trailer' : 'car');

const slug = (value: string) => searchName(value).toUpperCase().replace(/[^A-Z0-9]+/g, '');

/** The catalogue rows: codes and ids follow the order of `catalogue`, values depreciate from the price by age. */
export function buildCatalogue(currentYear: number) {
  const makes: (typeof vehicleMakes.$inferInsert)[] = [];
  const makeTypes: (typeof vehicleMakeTypes.$inferInsert)[] = [];
  const models: (typeof vehicleModels.$inferInsert)[] = [];
  const lines: (typeof carLines.$inferInsert)[] = [];
  const values: (typeof carLineValues.$inferInsert)[] = [];
  const equipment: (typeof carEquipment.$inferInsert)[] = [];
  for (const make of catalogue) {
    makes.push({ code: make.code, name: make.name, searchName: searchName(make.name) });
    for (const type of new Set(make.models.map((model) => model.type))) makeTypes.push({ vehicleType: type, makeCode: make.code });
    for (const [modelIndex, model] of make.models.entries()) {
      const modelCode = `${make.code}${String(modelIndex + 1).padStart(3, '0')}`;
      models.push({ code: modelCode, makeCode: make.code, vehicleType: model.type, name: model.name, searchName: searchName(model.name) });
      for (const generation of model.generations) {
        const [from, to = currentYear] = generation.years;
        for (const [name, fuel, cc, kw, bodies, price] of generation.engines) {
          for (const bodyToken of bodies.split(' ')) {
            const { body, doorsCount } = parseBody(bodyToken);
            for (const [trimIndex, trim] of generation.trims.entries()) {
              const id = lines.length + 1;
              const versionName = [name, kw ? `${kw} kW` : '', trim].filter(Boolean).join(' ');
              lines.push({ id, modelCode, version: `${slug(model.name)}-${from}-${slug(versionName)}-${bodyToken}`, versionName, fuel, engineDisplacement: cc, enginePower: kw, body, doorsCount });
              const newPrice = price * (1 + 0.08 * trimIndex);
              for (let year = from; year <= Math.min(to, currentYear); year += 1) {
                values.push({ carLineId: id, productionYear: year, value: Math.round((newPrice * 0.87 ** (currentYear - year)) / 100) * 100 });
              }
              const group = equipmentGroup(model.type);
              const upgraded = OPTIONAL[group]!.slice(0, trimIndex * 2).map(([item]) => item);
              for (const item of [...STANDARD[group]!, ...upgraded]) {
                equipment.push({ id: equipment.length + 1, carLineId: id, type: 'STD', name: item, percentage: 0 });
              }
              for (const [item, percentage] of OPTIONAL[group]!.slice(trimIndex * 2)) {
                equipment.push({ id: equipment.length + 1, carLineId: id, type: 'OPT', name: item, percentage });
              }
            }
          }
        }
      }
    }
  }
  return { makes, makeTypes, models, lines, values, equipment };
}

export async function insertVehicleCatalogue(db: DbOrTx, today: string) {
  const rows = buildCatalogue(yearOf(today));
  await insertRows(db, vehicleMakes, rows.makes);
  await insertRows(db, vehicleMakeTypes, rows.makeTypes);
  await insertRows(db, vehicleModels, rows.models);
  await insertRows(db, carLines, rows.lines);
  await insertRows(db, carLineValues, rows.values);
  await insertRows(db, carEquipment, rows.equipment);
}
