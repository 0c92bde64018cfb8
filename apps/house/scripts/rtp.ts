/**
 * `npm run rtp -w @wl/house` — prints each house slot's theoretical RTP, computed exactly over
 * the whole reel cycle (see src/games/slots/slot-rtp.ts). `-- --full` also visits every one
 * of the ∏ strip-length windows and checks the two agree (minutes, not seconds).
 */
import { SLOTS } from '../src/games/slots/slot-catalogue';
import { bruteForceCycle, exactRtp, percent } from '../src/games/slots/slot-rtp';

const full = process.argv.includes('--full');
for (const def of Object.values(SLOTS)) {
  const r = exactRtp(def);
  console.log(`${def.code}: ${def.reels.length} reels × ${def.rows} rows, ${def.lines.length} lines`);
  console.log(`  reel strips: ${def.reels.map((s) => s.length).join(' × ')} = ${r.cycle} stop combinations`);
  console.log(`  RTP        = ${r.numerator} / ${r.denominator} = ${percent(r.numerator, r.denominator, 4)} %`);
  console.log(`    lines    = ${percent(r.lineWeight, r.cycle, 4)} %`);
  if (def.scatter) console.log(`    scatter  = ${percent(r.scatterWeight, r.cycle, 4)} %`);
  if (full) {
    const started = Date.now();
    const brute = bruteForceCycle(def);
    const agrees = brute.paid === BigInt(def.lines.length) * r.numerator;
    console.log(`  full cycle: paid ${brute.paid} bets-per-line over ${brute.cycle} spins, ` +
      `hit frequency ${percent(brute.hits, brute.cycle, 2)} % — ${agrees ? 'agrees' : 'DISAGREES'} ` +
      `(${((Date.now() - started) / 1000).toFixed(0)} s)`);
    if (!agrees) process.exitCode = 1;
  }
}
