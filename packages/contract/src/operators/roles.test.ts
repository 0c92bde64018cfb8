import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, roleAllows } from './roles';

describe('roles × permissions', () => {
  it('lets an admin do everything, including areas added later', () => {
    for (const p of ['operators.manage', 'settings.edit', 'brand_new.thing']) {
      expect(roleAllows('admin', p)).toBe(true);
    }
  });

  it('keeps admin-only areas from the supervisor', () => {
    expect(roleAllows('supervisor', 'operators.manage')).toBe(false);
    expect(roleAllows('supervisor', 'settings.edit')).toBe(false);
    expect(roleAllows('supervisor', 'adjustments.decide')).toBe(true);
    expect(roleAllows('supervisor', 'settings.view')).toBe(true);
  });

  it('lets a cashier review the cashier and ask for adjustments, not decide them', () => {
    expect(roleAllows('cashier', 'cashier.review')).toBe(true);
    expect(roleAllows('cashier', 'adjustments.request')).toBe(true);
    expect(roleAllows('cashier', 'adjustments.decide')).toBe(false);
    expect(roleAllows('cashier', 'content.edit')).toBe(false);
  });

  it('keeps each specialist role to its area', () => {
    expect(roleAllows('content', 'content.edit')).toBe(true);
    expect(roleAllows('content', 'cashier.review')).toBe(false);
    expect(roleAllows('risk', 'members.lock')).toBe(true);
    expect(roleAllows('risk', 'members.adjust')).toBe(false);
    expect(roleAllows('agent_manager', 'agents.edit')).toBe(true);
    expect(roleAllows('agent_manager', 'members.lock')).toBe(false);
  });

  it('gives read-only views and nothing else', () => {
    expect(roleAllows('read_only', 'reports.view')).toBe(true);
    expect(roleAllows('read_only', 'content.edit')).toBe(false);
  });

  it('lets every role use its own session, and no role a malformed permission', () => {
    for (const role of OPERATOR_ROLES) {
      expect(roleAllows(role, 'session.self')).toBe(true);
      for (const bad of ['', 'public', 'content', 'content.', '*', 'Content.Edit']) {
        expect(roleAllows(role, bad)).toBe(false);
      }
    }
  });
});
