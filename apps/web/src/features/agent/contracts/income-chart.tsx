/**
 * My income per day as bars (one per day of the range, stacked by contract kind), drawn as
 * plain SVG: a charting library would weigh more than this whole page. A table with the same
 * figures sits beside it for screen readers.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { parseMinor } from '@wl/money/minor-units';
import type { GetContractIncomeResponse } from '@wl/contract/contracts/contract-income';

const KINDS = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
const HEIGHT = 120;

export function IncomeChart(props: { days: string[]; byDay: GetContractIncomeResponse['byDay'] }) {
  const { t } = useTranslation();
  const amount = (day: string, kind: string) =>
    Number(
      props.byDay
        .filter((d) => d.day === day && d.kind === kind)
        .reduce((s, d) => s + (parseMinor(d.paid) ?? 0n), 0n),
    );
  const totals = props.days.map((day) => KINDS.reduce((s, k) => s + amount(day, k), 0));
  const max = Math.max(1, ...totals);
  const barWidth = 100 / Math.max(1, props.days.length);
  return (
    <figure className="ct-chart">
      <svg viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
        {props.days.map((day, i) => {
          let y = HEIGHT;
          return KINDS.map((kind) => {
            const h = (amount(day, kind) / max) * HEIGHT;
            y -= h;
            return h > 0 ? (
              <rect
                key={`${day}-${kind}`}
                className={`ct-bar ct-bar--${kind}`}
                x={i * barWidth + barWidth * 0.1}
                y={y}
                width={barWidth * 0.8}
                height={h}
              />
            ) : null;
          });
        })}
      </svg>
      <figcaption>
        <ul className="ct-legend">
          {KINDS.map((k) => (
            <li key={k}>
              <span className={`ct-swatch ct-bar--${k}`} aria-hidden="true" />
              {t(`agentContracts.kinds.${k}`)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
