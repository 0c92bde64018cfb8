/**
 * A bar a day of one amount, above or below a zero line, drawn as SVG (no chart library for
 * one small chart). The same figures are in a visually hidden table for screen readers.
 */
import { parseMinor } from '@wl/money/minor-units';

export function DayChart(props: {
  title: string;
  points: { day: string; amount: string }[];
  format: (amount: string) => string;
}) {
  const values = props.points.map((p) => Number(parseMinor(p.amount) ?? 0n));
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const width = 100 / Math.max(1, values.length);
  const zero = (top / span) * 100;
  return (
    <figure className="ac-chart">
      <figcaption>{props.title}</figcaption>
      <svg viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <line x1="0" x2="100" y1={zero} y2={zero} className="ac-chart__zero" />
        {values.map((v, i) => {
          const h = (Math.abs(v) / span) * 100;
          return (
            <rect
              key={props.points[i]!.day}
              x={i * width + width * 0.15}
              width={width * 0.7}
              y={v >= 0 ? zero - h : zero}
              height={Math.max(h, 0.5)}
              className={v >= 0 ? 'ac-chart__up' : 'ac-chart__down'}
            />
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{props.title}</caption>
        <tbody>
          {props.points.map((p) => (
            <tr key={p.day}>
              <th scope="row">{p.day}</th>
              <td>{props.format(p.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
