import { ActionIcon, Badge, Group, Paper, ScrollArea, Table, Text } from '@mantine/core';
import { IconDeviceCctv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { clockTime } from '../../ui/format.ts';
import { DateField } from '../../ui/inputs/DateField.tsx';
import { isFilterDate } from '../../ui/inputs/date-value.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useSessoesDoDia } from './api.ts';

const T = 'monitoramento.teorica';
const STATUS_COLOR = { online: 'brand', offline: 'danger', desconhecido: 'gray' } as const;

/**
 * monitoramento-teorica (/admin/monitoramento/teorica): the school's in-person theory sessions of a
 * day with their room's cameras and the attendance, each opening the room full screen.
 */
export function MonitoramentoTeoricaPage() {
  const { t, i18n } = useTranslation();
  const [dia, setDia] = useState('');
  const sessoes = useSessoesDoDia(dia || undefined);
  const title = t(`${T}.title`);
  const hora = (instant: string) => clockTime(new Date(instant), i18n.language, 'short');
  return (
    <>
      <PageHeader
        title={title}
        description={t(`${T}.intro`)}
        crumbs={[{ label: title }]}
        action={
          <DateField
            label={t(`${T}.data`)}
            value={dia}
            onChange={(value) => isFilterDate(value) && setDia(value)}
          />
        }
      />
      {sessoes.isPending ? (
        <PageLoader />
      ) : (
        <Paper withBorder p="md" radius="md">
          {(sessoes.data ?? []).length === 0 ? (
            <Text c="dimmed">{t(`${T}.empty`)}</Text>
          ) : (
            <ScrollArea viewportProps={{ tabIndex: 0 }}>
              <Table striped miw={760} aria-label={title}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(`${T}.horario`)}</Table.Th>
                    <Table.Th>{t(`${T}.turma`)}</Table.Th>
                    <Table.Th>{t(`${T}.sala`)}</Table.Th>
                    <Table.Th>{t(`${T}.cameras`)}</Table.Th>
                    <Table.Th ta="right">{t(`${T}.presenca`)}</Table.Th>
                    <Table.Th>{t(`${T}.status`)}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(sessoes.data ?? []).map((sessao) => (
                    <Table.Tr key={`${sessao.id_autoescola}-${sessao.id_aula_teorica}`}>
                      <Table.Td>
                        {hora(sessao.inicio)}–{hora(sessao.fim)}
                      </Table.Td>
                      <Table.Td>
                        {sessao.turma_nome} · {sessao.disciplina}
                      </Table.Td>
                      <Table.Td>{sessao.sala_nome}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {sessao.cameras.map((camera) => (
                            <Badge key={camera.id_camera} color={STATUS_COLOR[camera.status]} variant="light">
                              {camera.nome}: {t(`monitoramento.salas.status.${camera.status}`)}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right">
                        {sessao.presentes}/{sessao.matriculados}
                      </Table.Td>
                      <Table.Td>{sessao.status}</Table.Td>
                      <Table.Td>
                        <ActionIcon
                          component={Link}
                          to={`${buildPath('monitorar-sala-max')}?sala=${sessao.id_sala}`}
                          variant="subtle"
                          aria-label={t(`${T}.verSala`, { sala: sessao.sala_nome })}
                        >
                          <IconDeviceCctv size={18} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
        </Paper>
      )}
    </>
  );
}
