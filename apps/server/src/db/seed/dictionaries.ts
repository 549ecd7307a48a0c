export const maleFirstNames = ['Jan', 'Piotr', 'Krzysztof', 'Andrzej', 'Tomasz', 'Paweł', 'Michał', 'Marcin', 'Grzegorz', 'Łukasz', 'Józef', 'Wojciech', 'Mateusz', 'Rafał', 'Zbigniew', 'Jakub', 'Sławomir', 'Bartłomiej', 'Maciej', 'Jarosław'] as const;
export const femaleFirstNames = ['Anna', 'Maria', 'Katarzyna', 'Małgorzata', 'Agnieszka', 'Barbara', 'Ewa', 'Krystyna', 'Elżbieta', 'Zofia', 'Magdalena', 'Joanna', 'Jolanta', 'Dorota', 'Beata', 'Aleksandra', 'Łucja', 'Grażyna', 'Halina', 'Żaneta'] as const;
/** Surnames given in the masculine form; `-ski/-cki/-dzki` take `-ska/-cka/-dzka` for women. */
export const surnames = ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Wojciechowski', 'Kwiatkowski', 'Krawczyk', 'Kaczmarek', 'Piotrowski', 'Grabowski', 'Zając', 'Pawłowski', 'Michalski', 'Król', 'Wieczorek', 'Jabłoński', 'Wróbel', 'Nowakowski', 'Majewski', 'Olszewski', 'Stępień', 'Malinowski', 'Jaworski', 'Adamczyk', 'Dudek', 'Nowicki', 'Pawlak', 'Górski', 'Witkowski', 'Walczak', 'Sikora', 'Baran', 'Rutkowski', 'Michalak', 'Szewczyk', 'Ostrowski', 'Tomaszewski', 'Pietrzak', 'Zalewski', 'Wróblewski', 'Żółkiewski', 'Gąsiorowski', 'Łęcki'] as const;

export function feminine(surname: string) {
  return /(ski|cki|dzki)$/.test(surname) ? `${surname.slice(0, -1)}a` : surname;
}

/** City, its postcode prefix (two digits) and registration plate prefix. */
export const cities = [
  { name: 'Warszawa', post: '00', plate: 'WA' },
  { name: 'Kraków', post: '30', plate: 'KR' },
  { name: 'Łódź', post: '90', plate: 'EL' },
  { name: 'Wrocław', post: '50', plate: 'DW' },
  { name: 'Poznań', post: '60', plate: 'PO' },
  { name: 'Gdańsk', post: '80', plate: 'GD' },
  { name: 'Szczecin', post: '70', plate: 'ZS' },
  { name: 'Bydgoszcz', post: '85', plate: 'CB' },
  { name: 'Lublin', post: '20', plate: 'LU' },
  { name: 'Białystok', post: '15', plate: 'BI' },
  { name: 'Katowice', post: '40', plate: 'SK' },
  { name: 'Gdynia', post: '81', plate: 'GA' },
  { name: 'Częstochowa', post: '42', plate: 'SC' },
  { name: 'Radom', post: '26', plate: 'WR' },
  { name: 'Toruń', post: '87', plate: 'CT' },
  { name: 'Rzeszów', post: '35', plate: 'RZ' },
  { name: 'Kielce', post: '25', plate: 'TK' },
  { name: 'Olsztyn', post: '10', plate: 'NO' },
  { name: 'Zielona Góra', post: '65', plate: 'FZ' },
  { name: 'Opole', post: '45', plate: 'OP' },
] as const;

export const streets = ['Marszałkowska', 'Piękna', 'Długa', 'Krótka', 'Ogrodowa', 'Lipowa', 'Słoneczna', 'Kościuszki', 'Mickiewicza', 'Słowackiego', 'Żeromskiego', 'Sienkiewicza', 'Polna', 'Leśna', 'Kwiatowa', 'Łąkowa', 'Źródlana', 'Grunwaldzka', 'Wojska Polskiego', 'Jana Pawła II', 'Świętokrzyska', 'Chopina', 'Kopernika', 'Reymonta', 'Wiśniowa'] as const;

export const companySuffixes = ['Sp. z o.o.', 'S.A.', 'Sp. j.', 'Sp. k.', 's.c.'] as const;
export const companyStems = ['Transport', 'Budownictwo', 'Handel', 'Usługi Remontowe', 'Piekarnia', 'Logistyka', 'Ogrodnictwo', 'Serwis Komputerowy', 'Gabinet Stomatologiczny', 'Hurtownia Spożywcza', 'Pracownia Stolarska', 'Zakład Ślusarski'] as const;

/** Make, models, typical engine (cm³, kW), fuel and a WMI prefix for VINs. */
export const carModels = [
  { make: 'Skoda', wmi: 'TMB', models: ['Octavia', 'Fabia', 'Superb', 'Kodiaq'], engine: [1498, 110], fuel: 'Benzyna' },
  { make: 'Toyota', wmi: 'SB1', models: ['Corolla', 'Yaris', 'RAV4', 'C-HR'], engine: [1798, 90], fuel: 'Hybryda' },
  { make: 'Volkswagen', wmi: 'WVW', models: ['Golf', 'Passat', 'Polo', 'Tiguan'], engine: [1968, 110], fuel: 'Diesel' },
  { make: 'Opel', wmi: 'W0L', models: ['Astra', 'Corsa', 'Insignia'], engine: [1199, 96], fuel: 'Benzyna' },
  { make: 'Ford', wmi: 'WF0', models: ['Focus', 'Fiesta', 'Kuga', 'Mondeo'], engine: [999, 92], fuel: 'Benzyna' },
  { make: 'Renault', wmi: 'VF1', models: ['Clio', 'Megane', 'Captur'], engine: [1332, 103], fuel: 'Benzyna' },
  { make: 'Kia', wmi: 'U5Y', models: ['Ceed', 'Sportage', 'Picanto'], engine: [1591, 100], fuel: 'Benzyna' },
  { make: 'Hyundai', wmi: 'TMA', models: ['i30', 'Tucson', 'i20'], engine: [1598, 100], fuel: 'Diesel' },
  { make: 'BMW', wmi: 'WBA', models: ['Seria 3', 'Seria 5', 'X3'], engine: [1995, 140], fuel: 'Diesel' },
  { make: 'Dacia', wmi: 'UU1', models: ['Duster', 'Sandero', 'Logan'], engine: [1461, 85], fuel: 'LPG' },
] as const;

/** The manufacturer code (WMI) that opens a VIN of each demo make, so a demo car agrees with its VIN. */
const wmiOfMake: Readonly<Record<string, string>> = {
  ...Object.fromEntries(carModels.map((model) => [model.make, model.wmi])),
  Škoda: 'TMB',
  Mazda: 'JMZ',
  Fiat: 'ZFA',
};

export function wmiOf(make: string): string {
  const wmi = wmiOfMake[make];
  if (!wmi) throw new Error(`no VIN manufacturer code for the demo make ${make}`);
  return wmi;
}

/** VIN characters: digits and letters without I, O and Q. */
export const vinAlphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
