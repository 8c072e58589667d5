import { Alert, Skeleton, Stack, Table, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../ui/format.ts';
import { useEstadoPerfilHistorico } from '../api.ts';

const valor = (value: string | null, sim: string, nao: string) => {
  if (value === null) return '–';
  if (value === 'true') return sim;
  if (value === 'false') return nao;
  return value;
};

/** The history of a state's rules, from the audit log: who, when, and each field before → after. */
export function EstadoPerfilHistorico({ uf }: { readonly uf: string }) {
  const { t } = useTranslation();
  const historico = useEstadoPerfilHistorico(uf);
  if (historico.isPending) return <Skeleton h={200} radius="md" />;
  if (historico.isError) return <Alert color="danger">{t('estadoPerfis.historico.loadError')}</Alert>;
  if (historico.data.length === 0) return <Text c="dimmed">{t('estadoPerfis.historico.empty')}</Text>;
  const sim = t('estadoPerfis.historico.sim');
  const nao = t('estadoPerfis.historico.nao');
  return (
    <Timeline bulletSize={14} lineWidth={2}>
      {historico.data.map((alteracao) => (
        <Timeline.Item
          key={alteracao.quando}
          title={t('estadoPerfis.historico.quem', {
            usuario: alteracao.usuario ?? t('estadoPerfis.historico.desconhecido'),
            data: displayDate(alteracao.quando),
          })}
        >
          <Stack gap={4} mt={4}>
            {alteracao.mudancas.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('estadoPerfis.historico.semMudancas')}
              </Text>
            ) : (
              <Table withRowBorders={false} verticalSpacing={2} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('estadoPerfis.historico.campo')}</Table.Th>
                    <Table.Th>{t('estadoPerfis.historico.antes')}</Table.Th>
                    <Table.Th>{t('estadoPerfis.historico.depois')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {alteracao.mudancas.map((mudanca) => (
                    <Table.Tr key={mudanca.campo}>
                      <Table.Td>
                        {t(`estadoPerfis.fields.${mudanca.campo}`, { defaultValue: mudanca.campo })}
                      </Table.Td>
                      <Table.Td c="dimmed">{valor(mudanca.antes, sim, nao)}</Table.Td>
                      <Table.Td fw={500}>{valor(mudanca.depois, sim, nao)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
