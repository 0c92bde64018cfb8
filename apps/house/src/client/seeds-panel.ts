import { api, el, errorText, showMessage, t } from './common';

/** The provably fair seed panel of dice and crash: show, edit client seed, rotate and reveal. */
interface PublicSeed {
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: string;
  serverSeed: string | null;
}

export function renderSeed(seed: PublicSeed): void {
  el('seed-hash').textContent = seed.serverSeedHash;
  el<HTMLInputElement>('client-seed').value = seed.clientSeed;
  el('nonce').textContent = seed.nextNonce;
}

export function verifyLink(seed: { serverSeed: string; clientSeed: string }, nonce: string): string {
  const q = new URLSearchParams({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce });
  return `/verify?${q.toString()}`;
}

export async function initSeeds(): Promise<void> {
  const { active } = await api<{ active: PublicSeed }>('/api/fair/seeds');
  renderSeed(active);
  el('rotate').addEventListener('click', () => void rotate());
}

async function rotate(): Promise<void> {
  const input = el<HTMLInputElement>('client-seed');
  try {
    const r = await api<{ revealed: PublicSeed | null; active: PublicSeed }>('/api/fair/rotate', {
      clientSeed: input.value.trim() || undefined,
    });
    renderSeed(r.active);
    const box = el('revealed');
    if (r.revealed?.serverSeed) {
      const last = String(Math.max(0, Number(r.revealed.nextNonce) - 1));
      const link = verifyLink({ serverSeed: r.revealed.serverSeed, clientSeed: r.revealed.clientSeed }, last);
      box.innerHTML = `${t('revealed')}: <span class="mono"></span><br>${t('serverSeedHash')}: <span class="mono"></span><br>
        ${t('clientSeed')}: <b></b> · ${t('nonce')} 0–${last} · <a target="_blank" rel="noopener">${t('verify')}</a>`;
      const monos = box.querySelectorAll('.mono');
      (monos[0] as HTMLElement).textContent = r.revealed.serverSeed;
      (monos[1] as HTMLElement).textContent = r.revealed.serverSeedHash;
      (box.querySelector('b') as HTMLElement).textContent = r.revealed.clientSeed;
      (box.querySelector('a') as HTMLAnchorElement).href = link;
      box.hidden = false;
    }
    showMessage('');
  } catch (error) {
    showMessage(errorText(error));
  }
}

export function bumpNonce(used: string | number): void {
  el('nonce').textContent = String(Number(used) + 1);
}
