import './day-bars.css';
/**
 * Bars a day for a figure compared over time, as SVG: one small chart does not justify a
 * chart library in the back office bundle (ADR 0022 keeps the door open for the reports).
 * Bars below zero hang under the base line; the same numbers are in the page's day table.
 */
export function DayBars(props: { title: string; days: { day: string; value: string }[] }) {
  const values = props.days.map((d) => Number(d.value) || 0);
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  const range = high - low || 1;
  const slot = 100 / Math.max(values.length, 1);
  const base = (high / range) * 100;
  return (
    <figure className="day-bars">
      <figcaption>{props.title}</figcaption>
      <svg viewBox="0 0 100 100" preserveAspectRatio="none" role="img" aria-label={props.title}>
        <line x1="0" x2="100" y1={base} y2={base} className="day-bars-base" />
        {values.map((value, i) => {
          const size = (Math.abs(value) / range) * 100;
          return (
            <rect
              key={props.days[i]!.day}
              x={i * slot + slot / 6}
              y={value < 0 ? base : base - size}
              width={(slot * 2) / 3}
              height={Math.max(size, 0.4)}
              className={value < 0 ? 'day-bars-below' : 'day-bars-above'}
            >
              <title>{`${props.days[i]!.day}: ${props.days[i]!.value}`}</title>
            </rect>
          );
        })}
      </svg>
    </figure>
  );
}
