import { useCpChart } from '../api/get-cp-chart';
import { ChartPanel } from './ChartPanel';

const INFO =
  'Liczba polis komunikacyjnych zawartych przez Ciebie w ostatnich 12 miesiącach, w podziale na pakiet OC (kod 001) i OC AC (kod 002). Oferty i wznowienia nie są liczone.';

/** The motor chart widget (ROLE_AGENT_CP_ENABLED): OC and AC policies concluded per month. */
export function MotorChartWidget() {
  const chart = useCpChart();
  const data = chart.data && {
    months: chart.data.months,
    series: [
      { key: 'oc', name: 'OC', color: '#1864ab', counts: chart.data.ocCounts },
      { key: 'ac', name: 'OC AC', color: '#d9480f', counts: chart.data.acCounts },
    ],
  };
  return <ChartPanel caption="Zawarte polisy komunikacyjne w ostatnich 12 miesiącach" info={INFO} data={data} failed={chart.isError} />;
}
