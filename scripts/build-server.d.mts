// Types of scripts/build-server.mjs for the TypeScript that imports it (bench/run.ts).
export const serverDist: string;
export const serverMain: string;
export const benchPlatform: string;
export function serverBuildIsStale(): boolean;
export function buildServer(): Promise<unknown>;
export function buildServerIfStale(): Promise<boolean>;
