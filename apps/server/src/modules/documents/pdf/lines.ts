import type { ProductLineId } from '@panel/domain';

/** What each product line is called and what it covers, as the policy documents print it. */
export interface LineDescription {
  name: string;
  /** Short code of the general terms, e.g. OWU-CP/2026. */
  termsCode: string;
  subject: string;
  covers: (sumBase: number, packageCode: string | null) => [cover: string, limit: string][];
  scope: string[];
  exclusions: string[];
}

const eur = (n: number) => `${n.toLocaleString('pl-PL')} EUR`;

export const lines: Record<ProductLineId, LineDescription> = {
  CP: {
    name: 'Ubezpieczenie komunikacyjne',
    termsCode: 'OWU-CP/2026',
    subject: 'pojazd mechaniczny wskazany w polisie',
    covers: (carValue, packageCode) => [
      ['Obowiązkowe ubezpieczenie OC posiadaczy pojazdów mechanicznych – szkody na osobie', eur(6_070_000)],
      ['Obowiązkowe ubezpieczenie OC posiadaczy pojazdów mechanicznych – szkody w mieniu', eur(1_220_000)],
      ...(packageCode === '002' ? ([['Autocasco (AC) – wariant serwisowy', `${carValue.toLocaleString('pl-PL')} zł`]] as [string, string][]) : []),
      ['Assistance podstawowe (holowanie do 200 km)', 'w zakresie OWU'],
    ],
    scope: [
      'odpowiedzialność cywilną posiadacza i kierującego pojazdem za szkody wyrządzone w związku z ruchem pojazdu, zgodnie z ustawą o ubezpieczeniach obowiązkowych;',
      'w wariancie z Autocasco – uszkodzenie, zniszczenie lub utratę pojazdu wskutek zderzenia, działania sił przyrody, pożaru, wybuchu, kradzieży oraz aktów wandalizmu;',
      'pomoc assistance po wypadku lub awarii: naprawę na miejscu zdarzenia albo holowanie pojazdu do najbliższego warsztatu.',
    ],
    exclusions: [
      'szkód wyrządzonych umyślnie lub przez kierującego w stanie nietrzeźwości albo pod wpływem środków odurzających (w ubezpieczeniu AC);',
      'szkód powstałych podczas używania pojazdu w wyścigach i rajdach;',
      'zużycia eksploatacyjnego pojazdu i jego części.',
    ],
  },
  HP: {
    name: 'Ubezpieczenie domu i mieszkania',
    termsCode: 'OWU-HP/2026',
    subject: 'dom lub mieszkanie pod adresem wskazanym w polisie wraz z ruchomościami domowymi',
    covers: (base) => [
      ['Mury i stałe elementy', `${(base * 400).toLocaleString('pl-PL')} zł`],
      ['Ruchomości domowe', `${(base * 60).toLocaleString('pl-PL')} zł`],
      ['Odpowiedzialność cywilna w życiu prywatnym', '200 000 zł'],
      ['Assistance domowe (hydraulik, elektryk, ślusarz)', '3 interwencje w roku'],
    ],
    scope: [
      'mury, stałe elementy i ruchomości domowe od ognia, zalania, przepięcia, huraganu, gradu i innych zdarzeń losowych;',
      'kradzież z włamaniem i rabunek ruchomości domowych;',
      'odpowiedzialność cywilną ubezpieczonego i osób wspólnie z nim zamieszkujących w życiu prywatnym.',
    ],
    exclusions: [
      'szkód powstałych wskutek wieloletniego zawilgocenia, grzybów lub nieszczelności dachu, o których ubezpieczony wiedział;',
      'szkód w lokalu pozostawionym bez nadzoru dłużej niż 60 dni;',
      'gotówki i kosztowności ponad limity wskazane w OWU.',
    ],
  },
  SM: {
    name: 'Ubezpieczenie małych i średnich przedsiębiorstw',
    termsCode: 'OWU-MSP/2026',
    subject: 'mienie i odpowiedzialność cywilna przedsiębiorstwa w miejscu prowadzenia działalności',
    covers: (base) => [
      ['Mienie od wszystkich ryzyk (budynki, maszyny, wyposażenie)', `${(base * 250).toLocaleString('pl-PL')} zł`],
      ['Sprzęt elektroniczny', `${(base * 20).toLocaleString('pl-PL')} zł`],
      ['Odpowiedzialność cywilna z tytułu prowadzenia działalności', '500 000 zł'],
      ['Koszty przerwy w działalności (do 3 miesięcy)', `${(base * 15).toLocaleString('pl-PL')} zł`],
    ],
    scope: [
      'mienie przedsiębiorstwa od wszystkich ryzyk, z wyjątkiem wyłączonych w OWU;',
      'odpowiedzialność cywilną deliktową i kontraktową za szkody wyrządzone osobom trzecim w związku z prowadzoną działalnością;',
      'stałe koszty działalności ponoszone w czasie przerwy spowodowanej szkodą w mieniu.',
    ],
    exclusions: [
      'szkód powstałych wskutek działań wojennych, strajków i zamieszek;',
      'kar umownych i grzywien;',
      'szkód w mieniu, które nie było zabezpieczone zgodnie z wymogami OWU.',
    ],
  },
  MF: {
    name: 'Ubezpieczenie floty pojazdów (flota i mikroflota)',
    termsCode: 'OWU-FL/2026',
    subject: 'pojazdy floty wskazane w polisie i jej wykazie pojazdów',
    covers: (carValue) => [
      ['OC posiadaczy pojazdów mechanicznych – szkody na osobie', eur(6_070_000)],
      ['OC posiadaczy pojazdów mechanicznych – szkody w mieniu', eur(1_220_000)],
      ['Autocasco floty', `${carValue.toLocaleString('pl-PL')} zł na pojazd`],
      ['NNW kierowcy i pasażerów', '20 000 zł na osobę'],
      ['Assistance flotowe z pojazdem zastępczym', 'do 7 dni'],
    ],
    scope: [
      'wszystkie ryzyka komunikacyjne pojazdów floty na jednej polisie z jednym terminem płatności;',
      'automatyczną ochronę pojazdów dołączanych do floty w okresie ubezpieczenia;',
      'pojazd zastępczy na czas naprawy po szkodzie.',
    ],
    exclusions: [
      'szkód wyrządzonych przez kierującego bez wymaganych uprawnień;',
      'pojazdów używanych jako taksówki, chyba że wskazano to w polisie;',
      'szkód w ładunku przewożonym pojazdem.',
    ],
  },
};

export const lineOf = (productLine: string): LineDescription => lines[productLine as ProductLineId];
