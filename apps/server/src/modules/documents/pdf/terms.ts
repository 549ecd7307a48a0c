import { HELPLINE } from '@panel/domain';
import { INSURER, type PdfWriter } from '../../../lib/pdf-layout';
import type { LineDescription } from './lines';

/** The general terms (OWU) of a product line: common chapters around the line's own scope and exclusions. */
export function drawGeneralTerms(writer: PdfWriter, line: LineDescription) {
  writer.title(`Ogólne warunki ubezpieczenia – ${line.name}`, `${line.termsCode}, obowiązują od 1 stycznia 2026 r.`);
  writer.paragraph(
    `Niniejsze ogólne warunki ubezpieczenia (dalej: OWU) mają zastosowanie do umów ubezpieczenia zawieranych przez ${INSURER.name} z siedzibą w Warszawie (dalej: Ubezpieczyciel) z osobami fizycznymi, osobami prawnymi oraz jednostkami organizacyjnymi nieposiadającymi osobowości prawnej (dalej: Ubezpieczający).`,
  );

  writer.heading('§ 1. Definicje');
  writer.paragraph('Użyte w OWU określenia oznaczają:');
  writer.bullets([
    'Ubezpieczający – podmiot, który zawarł umowę ubezpieczenia i jest zobowiązany do zapłaty składki;',
    'Ubezpieczony – podmiot, na którego rachunek zawarto umowę ubezpieczenia;',
    'polisa – dokument potwierdzający zawarcie umowy ubezpieczenia;',
    'okres ubezpieczenia – okres, w którym Ubezpieczyciel udziela ochrony, wskazany w polisie;',
    'suma ubezpieczenia (suma gwarancyjna) – górna granica odpowiedzialności Ubezpieczyciela;',
    'zdarzenie ubezpieczeniowe – zdarzenie objęte zakresem ubezpieczenia, które nastąpiło w okresie ubezpieczenia.',
  ]);

  writer.heading('§ 2. Przedmiot i zakres ubezpieczenia');
  writer.paragraph(`Przedmiotem ubezpieczenia jest ${line.subject}. Ubezpieczenie obejmuje w szczególności:`);
  writer.bullets(line.scope);

  writer.heading('§ 3. Wyłączenia odpowiedzialności');
  writer.paragraph('Poza wyłączeniami wynikającymi z przepisów prawa Ubezpieczyciel nie odpowiada za:');
  writer.bullets(line.exclusions);
  writer.paragraph(
    'Ubezpieczyciel nie odpowiada również za szkody wyrządzone umyślnie przez Ubezpieczającego lub Ubezpieczonego, a w razie rażącego niedbalstwa odszkodowanie nie należy się, chyba że zapłata odszkodowania odpowiada w danych okolicznościach względom słuszności.',
  );

  writer.heading('§ 4. Zawarcie umowy ubezpieczenia');
  writer.paragraph(
    'Umowę ubezpieczenia zawiera się na podstawie wniosku Ubezpieczającego, złożonego za pośrednictwem agenta ubezpieczeniowego lub w formie elektronicznej. Ubezpieczający jest obowiązany podać do wiadomości Ubezpieczyciela wszystkie znane sobie okoliczności, o które Ubezpieczyciel zapytywał we wniosku lub przed zawarciem umowy.',
  );
  writer.paragraph(
    'Zawarcie umowy Ubezpieczyciel potwierdza polisą. Jeżeli polisa zawiera postanowienia odbiegające na niekorzyść Ubezpieczającego od złożonego wniosku, Ubezpieczyciel zwraca na to uwagę na piśmie przy doręczeniu polisy, wyznaczając siedmiodniowy termin do zgłoszenia sprzeciwu.',
  );

  writer.heading('§ 5. Okres ubezpieczenia i początek ochrony');
  writer.paragraph(
    'Umowę zawiera się na okres wskazany w polisie, nie dłuższy niż trzy lata. Ochrona rozpoczyna się od dnia wskazanego w polisie jako początek okresu ubezpieczenia, nie wcześniej jednak niż od dnia następnego po zapłacie składki lub jej pierwszej raty, chyba że umowa stanowi inaczej.',
  );

  writer.heading('§ 6. Składka ubezpieczeniowa');
  writer.paragraph(
    'Składkę ustala się według taryfy obowiązującej w dniu zawarcia umowy, z uwzględnieniem zakresu ubezpieczenia, sumy ubezpieczenia oraz czynników ryzyka. Składka może być opłacona jednorazowo albo w dwóch ratach, przelewem na rachunek bankowy wskazany w polisie lub gotówką u agenta, jeżeli umowa to przewiduje.',
  );
  writer.paragraph(
    'Za dzień zapłaty składki uważa się dzień uznania rachunku bankowego Ubezpieczyciela albo dzień wpłaty gotówki agentowi. Jeżeli kolejna rata nie zostanie zapłacona w terminie, Ubezpieczyciel wzywa Ubezpieczającego do zapłaty z zagrożeniem, że brak zapłaty w terminie 7 dni od dnia otrzymania wezwania spowoduje ustanie odpowiedzialności.',
  );

  writer.heading('§ 7. Obowiązki Ubezpieczającego');
  writer.bullets([
    'zgłaszać Ubezpieczycielowi zmiany okoliczności, o które pytano przed zawarciem umowy, niezwłocznie po ich zajściu;',
    'utrzymywać przedmiot ubezpieczenia w należytym stanie technicznym i stosować wymagane zabezpieczenia;',
    'w razie zdarzenia użyć dostępnych środków w celu ratowania przedmiotu ubezpieczenia oraz zapobieżenia szkodzie lub zmniejszenia jej rozmiarów;',
    'zawiadomić Ubezpieczyciela o zdarzeniu w terminie 7 dni od dnia, w którym się o nim dowiedział.',
  ]);

  writer.heading('§ 8. Ustalenie i wypłata świadczenia');
  writer.paragraph(
    `Zdarzenie można zgłosić przez infolinię ${HELPLINE}, przez stronę ${INSURER.web} lub u agenta. Ubezpieczyciel wypłaca odszkodowanie w terminie 30 dni od dnia otrzymania zawiadomienia o szkodzie. Gdyby wyjaśnienie w tym terminie okoliczności koniecznych do ustalenia odpowiedzialności albo wysokości świadczenia okazało się niemożliwe, świadczenie wypłaca się w ciągu 14 dni od dnia, w którym przy zachowaniu należytej staranności wyjaśnienie tych okoliczności było możliwe.`,
  );
  writer.paragraph(
    'Wysokość odszkodowania ustala się według cen z dnia ustalenia odszkodowania, na podstawie kosztorysu Ubezpieczyciela albo rachunków za naprawę, nie wyżej niż do sumy ubezpieczenia.',
  );

  writer.heading('§ 9. Odstąpienie od umowy i jej wypowiedzenie');
  writer.paragraph(
    'Ubezpieczający będący konsumentem może odstąpić od umowy zawartej na okres dłuższy niż 6 miesięcy w terminie 30 dni od dnia jej zawarcia. Umowę zawartą na odległość można wypowiedzieć w terminie 30 dni od dnia poinformowania o jej zawarciu. Ubezpieczającemu przysługuje zwrot składki za okres niewykorzystanej ochrony.',
  );

  writer.heading('§ 10. Reklamacje i skargi');
  writer.paragraph(
    `Reklamację można złożyć pisemnie na adres ${INSURER.address}, ustnie telefonicznie pod numerem ${HELPLINE} albo osobiście w jednostce Ubezpieczyciela, a także elektronicznie przez formularz na stronie ${INSURER.web}. Ubezpieczyciel rozpatruje reklamację bez zbędnej zwłoki, nie później niż w terminie 30 dni od dnia jej otrzymania; w szczególnie skomplikowanych przypadkach termin ten może zostać przedłużony do 60 dni. Klientowi przysługuje prawo wystąpienia z wnioskiem o rozpatrzenie sprawy do Rzecznika Finansowego.`,
  );

  writer.heading('§ 11. Postanowienia końcowe');
  writer.paragraph(
    'W sprawach nieuregulowanych w OWU mają zastosowanie przepisy Kodeksu cywilnego, ustawy o działalności ubezpieczeniowej i reasekuracyjnej oraz ustawy o dystrybucji ubezpieczeń. Powództwo o roszczenia wynikające z umowy ubezpieczenia można wytoczyć według przepisów o właściwości ogólnej albo przed sąd właściwy dla miejsca zamieszkania lub siedziby Ubezpieczającego, Ubezpieczonego lub uprawnionego z umowy.',
  );
  writer.paragraph(`OWU zostały zatwierdzone uchwałą Zarządu ${INSURER.name} i mają zastosowanie do umów zawieranych od 1 stycznia 2026 r.`);
}
