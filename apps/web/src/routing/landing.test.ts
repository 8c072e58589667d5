import { Role } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import { homeOf, landingAfterLogin, loginPathFor } from './landing.ts';

describe('landing (SPEC §2.2)', () => {
  it('lands each role on its first screen right after the login', () => {
    expect(landingAfterLogin(Role.ADMIN)).toBe('dashboard');
    expect(landingAfterLogin(Role.INSTRUTOR)).toBe('aulasInstrutor');
    expect(landingAfterLogin(Role.FINANCEIRO)).toBe('faturas_boletos');
    expect(landingAfterLogin(Role.SUPORTE)).toBe('EnvioAulasPraticas');
    expect(landingAfterLogin(42)).toBe('dashboard');
  });

  it('uses the redirect helpers as the home of the instructor and of finance', () => {
    expect(homeOf(Role.INSTRUTOR)).toBe('dash-instrutor');
    expect(homeOf(Role.FINANCEIRO)).toBe('Financeiro');
    expect(homeOf(Role.MONITOR)).toBe('DashboardMonitoramento');
  });

  it('ends a session on the login of the role, with the school for staff', () => {
    expect(loginPathFor({ id_role: Role.ALUNO, schema: 'autoescolademo' })).toBe('/aluno');
    expect(loginPathFor({ id_role: Role.INSTRUTOR, schema: 'autoescolademo' })).toBe('/instrutor');
    expect(loginPathFor({ id_role: Role.ADMIN, schema: 'autoescolademo' })).toBe('/autoescolademo');
    expect(loginPathFor({ id_role: Role.MONITOR, schema: 'public' })).toBe('/');
    expect(loginPathFor({ id_role: Role.DETRAN, schema: '' })).toBe('/');
    expect(loginPathFor(null)).toBe('/');
  });
});
