/**
 * Loaders of the page groups. Each is a dynamic import (its own chunk, named by
 * page-chunk-names.ts). A chunk that has not arrived after 120 s counts as failed (spec §9),
 * and the route shows the retry message instead of waiting for ever.
 */
import type { ComponentType } from 'react';
import type { PageChunk } from './page-chunk-names';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type PageModule = { Component: ComponentType } & Record<string, unknown>;

export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly reason: 'timeout' | 'failed',
  ) {
    super(`page chunk ${chunk} ${reason}`);
    this.name = 'ChunkLoadError';
  }
}

export function withChunkTimeout<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      () => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, 'failed'));
      },
    );
  });
}

const IMPORTS: Record<PageChunk, () => Promise<PageModule>> = {
  index: () => import('../features/home/index-page'),
  download: () => import('../features/download/download-page'),
  Vip: () => import('../features/vip/vip-page'),
  byIframe: () => import('../features/iframe-game/iframe-game-page'),
  egame: () => import('../features/lobby/egame-page'),
  elott: () => import('../features/lobby/elott-page'),
  fbSports: () => import('../features/fb-sports/fb-sports-page'),
  game: () => import('./game-chunk'),
  help: () => import('../features/help/help-pages'),
  joinus: () => import('../features/help/join-page'),
  lottery: () => import('../features/lottery/lottery-page'),
  pointMall: () => import('../features/points-mall/point-mall-page'),
  promo: () => import('../features/promotions/promo-page'),
  promoDetail: () => import('../features/promotions/promo-detail-page'),
  seamless: () => import('../features/seamless/seamless-page'),
  vnlottery: () => import('../features/lottery/vnlottery-page'),
  noticePage: () => import('../features/announcements/notice-page'),
  agentHome: () => import('../features/agent/agent-home-page'),
};

export async function loadPage(chunk: PageChunk, exportName?: string): Promise<ComponentType> {
  const module = await withChunkTimeout(chunk, IMPORTS[chunk]);
  const component = exportName ? module[exportName] : module.Component;
  if (typeof component !== 'function') throw new Error(`${chunk} has no export ${exportName}`);
  return component as ComponentType;
}
