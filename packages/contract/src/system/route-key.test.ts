import { describe, expect, it } from 'vitest';
import { routeKey } from './route-key';

describe('routeKey', () => {
  it('ignores case and trailing slashes, as the router does', () => {
    expect(routeKey('/Home')).toBe('/home');
    expect(routeKey('/HOME//')).toBe('/home');
    expect(routeKey('/agentHome/')).toBe('/agenthome');
  });

  it('keeps the root, however many slashes spell it', () => {
    expect(routeKey('/')).toBe('/');
    expect(routeKey('//')).toBe('/');
  });

  it('keeps inner segments apart from their page', () => {
    expect(routeKey('/index/x')).toBe('/index/x');
    expect(routeKey('/homepage')).toBe('/homepage');
  });
});
