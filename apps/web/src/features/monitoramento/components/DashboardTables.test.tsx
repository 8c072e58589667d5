import type { DashboardMonitoramento } from '@cfc/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../test/render.tsx';
import { DashboardCards } from './DashboardCards.tsx';
import { AulasEmAndamento, CamerasOffline } from './DashboardTables.tsx';

const escola = { id_autoescola: 7, autoescola: 'autoescolademo', autoescola_nome: 'Autoescola Demo' };

const dados: DashboardMonitoramento = {
  gerado_em: '2026-11-27T12:00:00.000Z',
  dias: ['2026-11-27'],
  aulas_em_andamento: [
    {
      ...escola,
      id_aula_pratica: 1,
      aluno_nome: 'Patrícia Costa',
      instrutor_nome: 'Bruno Almeida',
      veiculo_placa: 'BCF1B21',
      iniciada_em: '2026-11-27T11:40:00Z',
      ultima_posicao_em: '2026-11-27T11:57:00Z',
    },
    {
      ...escola,
      id_aula_pratica: 2,
      aluno_nome: 'Ana Silva',
      instrutor_nome: 'Ivo Instrutor',
      veiculo_placa: 'BEL3D23',
      iniciada_em: '2026-11-27T11:59:00Z',
      ultima_posicao_em: null,
    },
  ],
  alertas_abertos: { alta: 2, media: 1, baixa: 0 },
  cameras_offline: [
    {
      ...escola,
      id_camera: 3,
      nome: 'Câmera da sala 2',
      id_sala: 9,
      sala_nome: 'Sala 2',
      verificado_em: null,
    },
  ],
  envios: { pendentes: 5, rejeitados: 1 },
  escolas: [],
};

describe('the monitoring dashboard', () => {
  it('shows each card’s figure with its accessible name and the severities of the open alerts', () => {
    renderWidget(<DashboardCards dados={dados} />, { url: '/' });
    expect(screen.getByLabelText('Aulas práticas em andamento: 2')).toBeTruthy();
    expect(screen.getByLabelText('Alertas abertos: 3')).toBeTruthy();
    expect(screen.getByText('Alta: 2')).toBeTruthy();
    expect(screen.getByLabelText('Envios rejeitados: 1')).toBeTruthy();
  });

  it('tells how long ago each lesson sent its position, and which sent none', () => {
    renderWidget(<AulasEmAndamento dados={dados} />, { url: '/' });
    const table = screen.getByRole('table', { name: 'Aulas em andamento agora' });
    const [, primeira, segunda] = within(table).getAllByRole('row');
    expect(primeira?.textContent).toContain('há 3 min');
    expect(segunda?.textContent).toContain('Sem GPS');
  });

  it('links each offline camera to its room', () => {
    renderWidget(<CamerasOffline dados={dados} />, { url: '/' });
    expect(screen.getByRole('link', { name: 'Câmera da sala 2' }).getAttribute('href')).toBe(
      '/monitoramento/salapresenciais/autoescolademo/9',
    );
  });
});
