/**
 * The /rng jackpot counter (spec §2): the currency symbol and the clock-derived jackpot
 * (jackpot-value.ts) as rolling digits, stepping on each 3 s boundary. Each digit is a strip
 * of 0–9 moved by a CSS transform; with reduced motion the digits change without rolling.
 * Screen readers get the figure as text once, not a live region ticking every 3 s.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSystemStatus } from '../../api/system/get-status';
import { formatJackpot, jackpotCentsAt, msUntilNextTick } from './jackpot-value';
import './jackpot-counter.css';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

function useJackpotCents(): number {
  const [cents, setCents] = useState(() => jackpotCentsAt(Date.now()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setCents(jackpotCentsAt(Date.now()));
        schedule();
      }, msUntilNextTick(Date.now()));
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return cents;
}

function RollingDigit({ digit }: { digit: number }) {
  return (
    <span className="jackpot__digit">
      <span className="jackpot__strip" style={{ transform: `translateY(-${digit * 10}%)` }}>
        {DIGITS.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </span>
    </span>
  );
}

export function JackpotCounter() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const cents = useJackpotCents();
  const symbol = status.info.settings.currencySymbol;
  const text = formatJackpot(cents);
  const chars = text.split('');
  return (
    <section className="container jackpot-area" aria-labelledby="jackpot-title">
      <div className="jackpot">
        <h2 id="jackpot-title" className="jackpot__title">
          {t('lobby.jackpot')}
        </h2>
        <p className="jackpot__value">
          <span className="visually-hidden">{`${symbol}${text}`}</span>
          <span
            className="jackpot__figure"
            aria-hidden="true"
            data-testid="jackpot-figure"
            dir="ltr"
          >
            <span className="jackpot__symbol">{symbol}</span>
            {chars.map((char, index) =>
              /\d/.test(char) ? (
                // Keyed from the right, so a digit keeps its element (and rolls) as the figure grows.
                <RollingDigit key={chars.length - index} digit={Number(char)} />
              ) : (
                <span key={chars.length - index} className="jackpot__sep">
                  {char}
                </span>
              ),
            )}
          </span>
        </p>
      </div>
    </section>
  );
}
