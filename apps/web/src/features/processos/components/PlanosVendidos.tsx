import type { Processo } from '@cfc/contract';
import { ActionIcon, Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { displayCents, displayDate } from '../../../ui/format.ts';
import { SearchSelect } from '../../../ui/inputs/SearchSelect.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useConfirmedChange } from '../../../ui/useConfirmedChange.ts';
import { usePlanoOptions } from '../../planos/api.ts';
import { useProcessoPlanos, useRemoverPlano, useVenderPlano } from '../api.ts';

type ProcessoRef = Pick<Processo, 'id_processo' | 'categoria'>;

/** Sells one of the school's active plans of the process's category (or of every category). */
function VenderPlano({ processo }: { readonly processo: ProcessoRef }) {
  const { t } = useTranslation();
  const options = usePlanoOptions();
  const vender = useVenderPlano(processo.id_processo);
  const [planoId, setPlanoId] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const data = (options.data ?? [])
    .filter((plano) => plano.categoria === null || plano.categoria === processo.categoria)
    .map((plano) => ({
      value: String(plano.id_plano),
      label: `${plano.nome} · ${plano.horas_aula} h/a · ${displayCents(plano.preco_centavos)}`,
    }));

  function sell() {
    setTried(true);
    if (planoId === null) return;
    vender.mutate(Number(planoId), {
      onSuccess: (reply) => {
        notifySuccess(reply.mensagem);
        setPlanoId(null);
        setTried(false);
      },
      onError: (error) => notifyError(error, t('processos.planos.error')),
    });
  }

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchSelect
        label={t('processos.planos.choose')}
        description={t('processos.planos.chooseHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        required
        validated={tried}
        data={data}
        value={planoId}
        onChange={setPlanoId}
        disabled={options.isPending}
        w={{ base: '100%', sm: 380 }}
      />
      <Button
        onClick={sell}
        loading={vender.isPending}
        leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
        mb={22}
      >
        {t('processos.planos.sell')}
      </Button>
    </Group>
  );
}

/** The plans sold for a process (hours and price of the sale), and selling another. */
export function PlanosVendidos({ processo }: { readonly processo: ProcessoRef }) {
  const { t } = useTranslation();
  const planos = useProcessoPlanos(processo.id_processo);
  const remover = useRemoverPlano(processo.id_processo);
  const { ask, dialog } = useConfirmedChange();

  const body = () => {
    if (planos.isPending) return <Skeleton h={80} />;
    if (planos.isError) return <Alert color="danger">{t('processos.planos.loadError')}</Alert>;
    if (planos.data.length === 0) return <Text c="dimmed">{t('processos.planos.empty')}</Text>;
    return (
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('processos.planos.plano')}</Table.Th>
              <Table.Th ta="right">{t('processos.planos.horas')}</Table.Th>
              <Table.Th ta="right">{t('processos.planos.preco')}</Table.Th>
              <Table.Th>{t('processos.planos.data')}</Table.Th>
              <Table.Th w={48} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {planos.data.map((vendido) => (
              <Table.Tr key={vendido.id_processo_plano}>
                <Table.Td>{vendido.plano_nome}</Table.Td>
                <Table.Td ta="right">{vendido.horas_aula}</Table.Td>
                <Table.Td ta="right">{displayCents(vendido.preco_centavos)}</Table.Td>
                <Table.Td>{displayDate(vendido.created_at, true)}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="danger"
                    aria-label={t('processos.planos.remove', { nome: vendido.plano_nome })}
                    onClick={() =>
                      ask({
                        title: t('processos.planos.removeTitle'),
                        text: t('processos.planos.removeText', { nome: vendido.plano_nome }),
                        confirmLabel: t('processos.planos.confirm'),
                        color: 'danger',
                        run: () => remover.mutateAsync(vendido.id_processo_plano),
                        failureMessage: t('processos.planos.error'),
                      })
                    }
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('processos.planos.title')}
        </Title>
        {body()}
        <VenderPlano processo={processo} />
      </Stack>
      <ConfirmDialog {...dialog} cancelLabel={t('processos.planos.cancel')} />
    </Paper>
  );
}
