import { hundredthsText } from '../games/fair/fair-math';
import { verifyFair, type WebCryptoSubtle } from '../games/fair/fair-verify';
import { el } from './common';

/** The verifier: recomputes any provably fair result in the browser with WebCrypto. */
const form = el<HTMLFormElement>('verify');
const params = new URLSearchParams(location.search);
for (const [name, id] of [['serverSeed', 'server-seed'], ['clientSeed', 'client-seed'], ['nonce', 'nonce']] as const) {
  const v = params.get(name);
  if (v !== null) el<HTMLInputElement>(id).value = v;
}

async function compute() {
  const result = await verifyFair(crypto.subtle as unknown as WebCryptoSubtle, {
    serverSeed: el<HTMLInputElement>('server-seed').value.trim(),
    clientSeed: el<HTMLInputElement>('client-seed').value.trim(),
    nonce: Number(el<HTMLInputElement>('nonce').value),
  });
  el('out-hash').textContent = result.serverSeedHash;
  el('out-digest').textContent = result.digestHex;
  el('out-dice').textContent = hundredthsText(result.diceRoll);
  el('out-crash').textContent = `${hundredthsText(result.crashPoint)}×`;
  el('output').hidden = false;
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void compute();
});
if (params.get('serverSeed')) void compute();
