/** The downline tree's public API (ADR 0012); other modules import only from here. */
export { directDownline, isDirectDownline, isInTeam, teamDepth, teamSize, uplines } from './tree';
