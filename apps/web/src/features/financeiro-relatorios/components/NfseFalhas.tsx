import { formatCents, formatDateBR } from '@cfc/domain';
import { Button, Group, Pagination, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useNfse, useReenviarNfse } from '../api.ts';

const N = 'financeiroRelatorios.nfse';
const POR_PAGINA = 10;

/** The NFS-e the issuer refused, with their error, and the action that sends one again now. */
export function NfseFalhas() {
  const { t } = useTranslation();
  const [pagina, setPagina] = useState(1);
  const falhas = useNfse({ status: 'falhou', page: pagina, per_page: POR_PAGINA });
  const reenviar = useReenviarNfse();
  const dados = falhas.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t(`${N}.title`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`${N}.intro`)}
        </Text>
        {dados && dados.data.length === 0 && <Text c="dimmed">{t(`${N}.empty`)}</Text>}
        {dados && dados.data.length > 0 && (
          <ScrollArea viewportProps={{ tabIndex: 0 }}>
            <Table striped miw={900} aria-label={t(`${N}.title`)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`${N}.colunas.autoescola`)}</Table.Th>
                  <Table.Th>{t(`${N}.colunas.fatura`)}</Table.Th>
                  <Table.Th ta="right">{t(`${N}.colunas.valor`)}</Table.Th>
                  <Table.Th ta="right">{t(`${N}.colunas.tentativas`)}</Table.Th>
                  <Table.Th>{t(`${N}.colunas.erro`)}</Table.Th>
                  <Table.Th>{t(`${N}.colunas.proxima`)}</Table.Th>
                  <Table.Th>{t(`${N}.colunas.acoes`)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {dados.data.map((nota) => (
                  <Table.Tr key={nota.id_nfse}>
                    <Table.Td>{nota.autoescola_nome}</Table.Td>
                    <Table.Td>{nota.fatura_descricao}</Table.Td>
                    <Table.Td ta="right">{formatCents(nota.valor_servico_centavos)}</Table.Td>
                    <Table.Td ta="right">{nota.tentativas}</Table.Td>
                    <Table.Td maw={360}>
                      <Text size="sm" c="danger.8">
                        {nota.erro}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {nota.proxima_tentativa_em
                        ? formatDateBR(nota.proxima_tentativa_em, { dateOnly: true })
                        : t(`${N}.semProxima`)}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconSend size={14} />}
                        loading={reenviar.isPending && reenviar.variables === nota.id_nfse}
                        aria-label={`${t(`${N}.reenviar`)}: ${nota.autoescola_nome} · ${nota.fatura_descricao}`}
                        onClick={() =>
                          reenviar.mutate(nota.id_nfse, {
                            onSuccess: (reply) => notifySuccess(reply.mensagem ?? t(`${N}.reenviada`)),
                            onError: (error) => notifyError(error, t(`${N}.reenviar`)),
                          })
                        }
                      >
                        {t(`${N}.reenviar`)}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {dados && dados.last_page > 1 && (
          <Group justify="flex-end">
            <Pagination
              total={dados.last_page}
              value={dados.current_page}
              onChange={setPagina}
              siblings={1}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
