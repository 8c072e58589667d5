import type { DashboardMonitoramento } from '@cfc/contract';
import { Anchor, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../../routing/routes.ts';
import { clockTime } from '../../../ui/format.ts';

function idadeDoGps(ultima: string | null, agora: Date, t: TFunction) {
  if (ultima === null) return { text: t('monitoramento.dashboard.andamento.semGps'), color: 'danger.8' };
  const segundos = Math.max(0, Math.round((agora.getTime() - Date.parse(ultima)) / 1000));
  const text =
    segundos < 60
      ? t('monitoramento.dashboard.andamento.haSegundos', { segundos })
      : t('monitoramento.dashboard.andamento.haMinutos', { minutos: Math.floor(segundos / 60) });
  // Whether a gap is too long is the alerts engine's rule (state profile), not the screen's: the age only.
  return { text, color: 'brand.9' };
}

function Section({ title, children }: { readonly title: string; readonly children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The practical lessons under way now, with how long ago each phone sent a GPS fix. */
export function AulasEmAndamento({ dados }: { readonly dados: DashboardMonitoramento }) {
  const { t, i18n } = useTranslation();
  const agora = new Date(dados.gerado_em);
  const title = t('monitoramento.dashboard.andamento.title');
  return (
    <Section title={title}>
      {dados.aulas_em_andamento.length === 0 ? (
        <Text c="dimmed">{t('monitoramento.dashboard.andamento.empty')}</Text>
      ) : (
        <ScrollArea viewportProps={{ tabIndex: 0 }}>
          <Table striped miw={640} aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('monitoramento.dashboard.andamento.autoescola')}</Table.Th>
                <Table.Th>{t('monitoramento.dashboard.andamento.instrutor')}</Table.Th>
                <Table.Th>{t('monitoramento.dashboard.andamento.aluno')}</Table.Th>
                <Table.Th>{t('monitoramento.dashboard.andamento.veiculo')}</Table.Th>
                <Table.Th>{t('monitoramento.dashboard.andamento.iniciada')}</Table.Th>
                <Table.Th>{t('monitoramento.dashboard.andamento.gps')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dados.aulas_em_andamento.map((aula) => {
                const gps = idadeDoGps(aula.ultima_posicao_em, agora, t);
                return (
                  <Table.Tr key={`${aula.id_autoescola}-${aula.id_aula_pratica}`}>
                    <Table.Td>{aula.autoescola_nome}</Table.Td>
                    <Table.Td>{aula.instrutor_nome}</Table.Td>
                    <Table.Td>{aula.aluno_nome}</Table.Td>
                    <Table.Td>{aula.veiculo_placa}</Table.Td>
                    <Table.Td>{clockTime(new Date(aula.iniciada_em), i18n.language, 'short')}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600} c={gps.color} style={{ whiteSpace: 'nowrap' }}>
                        {gps.text}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Section>
  );
}

/** The cameras that did not answer the last check, each linking to its room. */
export function CamerasOffline({ dados }: { readonly dados: DashboardMonitoramento }) {
  const { t } = useTranslation();
  return (
    <Section title={t('monitoramento.dashboard.cameras.title')}>
      {dados.cameras_offline.length === 0 ? (
        <Text c="dimmed">{t('monitoramento.dashboard.cameras.empty')}</Text>
      ) : (
        <Stack gap={6}>
          {dados.cameras_offline.map((camera) => (
            <Text key={`${camera.id_autoescola}-${camera.id_camera}`} size="sm">
              <Anchor
                component={Link}
                to={buildPath('SalaPresencial', { schema: camera.autoescola, id: camera.id_sala })}
              >
                {camera.nome}
              </Anchor>{' '}
              · {camera.sala_nome} · {camera.autoescola_nome}
            </Text>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** One line per school with its figures. */
export function PorEscola({ dados }: { readonly dados: DashboardMonitoramento }) {
  const { t } = useTranslation();
  const title = t('monitoramento.dashboard.escolas.title');
  const columns = ['emAndamento', 'alertas', 'cameras', 'pendentes', 'rejeitados'] as const;
  return (
    <Section title={title}>
      <ScrollArea viewportProps={{ tabIndex: 0 }}>
        <Table striped miw={560} aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('monitoramento.dashboard.escolas.autoescola')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column} ta="right">
                  {t(`monitoramento.dashboard.escolas.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dados.escolas.map((escola) => {
              const values = [
                escola.aulas_em_andamento,
                escola.alertas_abertos,
                escola.cameras_offline,
                escola.envios_pendentes,
                escola.envios_rejeitados,
              ];
              return (
                <Table.Tr key={escola.id_autoescola}>
                  <Table.Td>{escola.autoescola_nome}</Table.Td>
                  {values.map((value, index) => (
                    <Table.Td key={columns[index]} ta="right">
                      {value}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Section>
  );
}

export { Section };
