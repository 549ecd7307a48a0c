import { useHpChart } from '../api/get-hp-chart';
import { ChartPanel } from './ChartPanel';

const INFO = 'Liczba polis ubezpieczenia domu i mieszkania zawartych przez Ciebie w ostatnich 12 miesiącach. Oferty i wznowienia nie są liczone.';

/** The home chart widget (ROLE_AGENT_HP_ENABLED): home policies concluded per month. */
export function HomeChartWidget() {
  const chart = useHpChart();
  const data = chart.data && {
    months: chart.data.months,
    series: [{ key: 'hp', name: 'Dom', color: '#2b8a3e', counts: chart.data.hpCounts }],
  };
  return <ChartPanel caption="Zawarte polisy domowe w ostatnich 12 miesiącach" info={INFO} data={data} failed={chart.isError} />;
}
