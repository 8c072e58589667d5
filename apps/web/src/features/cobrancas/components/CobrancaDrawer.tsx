import { type CobrancaDetalhe, type CobrancaParcela, cancelarCobrancaBody } from '@cfc/contract';
import { Alert, Button, Drawer, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DescriptionItem } from '../../../ui/DescriptionItem.tsx';
import { TextareaField } from '../../../ui/form/TextareaField.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { displayCents, displayDate } from '../../../ui/format.ts';
import { notifyError } from '../../../ui/notify.ts';
import { PaymentCodes } from '../../../ui/PaymentCodes.tsx';
import { useBaixarBoleto, useCancelarCobranca, useCobranca } from '../api.ts';
import { SituacaoBadge } from './SituacaoBadge.tsx';

/** One charge: its items, its instalments and the invoice each joined, the boleto PDFs; finance may cancel it. */
export function CobrancaDrawer({
  id,
  financeiro,
  onClose,
}: {
  readonly id: number | null;
  readonly financeiro: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useCobranca(financeiro, id);
  const cobranca = query.data;
  const [cancelando, setCancelando] = useState(false);
  return (
    <Drawer
      opened={id !== null}
      onClose={() => {
        setCancelando(false);
        onClose();
      }}
      position="right"
      size="xl"
      title={t('cobrancas.detalhe.title', { id: id ?? '' })}
    >
      {query.isPending && id !== null && <Loader aria-label={t('cobrancas.detalhe.title', { id })} />}
      {query.isError && <Alert color="danger">{t('cobrancas.detalhe.loadError')}</Alert>}
      {cobranca && (
        <Stack gap="md">
          <Group gap="xs">
            <SituacaoBadge situacao={cobranca.situacao} />
            <Text size="sm">{t(`cobrancas.faturamento.${cobranca.faturamento}`)}</Text>
          </Group>
          <DescriptionItem label={t('cobrancas.detalhe.escola')} value={cobranca.autoescola_nome} />
          <Text size="sm" c="dimmed">
            {t('cobrancas.detalhe.criada', {
              data: displayDate(cobranca.criada_em, true),
              nome: cobranca.criada_por ?? '—',
            })}
          </Text>
          {cobranca.descricao && <Text size="sm">{cobranca.descricao}</Text>}
          {cobranca.cancelada_em && (
            <Alert color="gray">
              {t('cobrancas.detalhe.cancelada', {
                data: displayDate(cobranca.cancelada_em, true),
                nome: cobranca.cancelada_por ?? '—',
                motivo: cobranca.cancelamento_motivo ?? '',
              })}
            </Alert>
          )}
          <Itens cobranca={cobranca} />
          <Parcelas cobranca={cobranca} financeiro={financeiro} />
          {financeiro && cobranca.situacao !== 'cancelada' && !cancelando && (
            <Group justify="flex-end">
              <Button color="danger" variant="light" onClick={() => setCancelando(true)}>
                {t('cobrancas.detalhe.cancel')}
              </Button>
            </Group>
          )}
          {cancelando && <Cancelar id={cobranca.id_cobranca} onDone={() => setCancelando(false)} />}
        </Stack>
      )}
    </Drawer>
  );
}

function Itens({ cobranca }: { readonly cobranca: CobrancaDetalhe }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('cobrancas.detalhe.itens')}
      </Title>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cobrancas.criar.item')}</Table.Th>
            <Table.Th ta="right">{t('cobrancas.criar.quantidade')}</Table.Th>
            <Table.Th ta="right">{t('cobrancas.criar.valorUnitario')}</Table.Th>
            <Table.Th ta="right">{t('cobrancas.criar.subtotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cobranca.itens.map((item) => (
            <Table.Tr key={item.id_item}>
              <Table.Td>{item.nome}</Table.Td>
              <Table.Td ta="right">{item.quantidade}</Table.Td>
              <Table.Td ta="right">{displayCents(item.valor_unitario_centavos)}</Table.Td>
              <Table.Td ta="right">{displayCents(item.valor_centavos)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td colSpan={3} fw={600}>
              {t('cobrancas.criar.total')}
            </Table.Td>
            <Table.Td ta="right" fw={600}>
              {displayCents(cobranca.valor_centavos)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The invoice an instalment joined: the month's, its own, or none yet. */
function FaturaDe({ parcela }: { readonly parcela: CobrancaParcela }) {
  const { t } = useTranslation();
  const text =
    parcela.id_fatura === null
      ? t('cobrancas.detalhe.semFatura')
      : parcela.fatura_tipo === 'mensal'
        ? t('cobrancas.detalhe.faturaMensal', {
            competencia: parcela.fatura_competencia ?? '',
            id: parcela.id_fatura,
          })
        : t('cobrancas.detalhe.faturaAvulsa', { id: parcela.id_fatura });
  return <Text size="sm">{text}</Text>;
}

function Parcelas({
  cobranca,
  financeiro,
}: {
  readonly cobranca: CobrancaDetalhe;
  readonly financeiro: boolean;
}) {
  const { t } = useTranslation();
  const boleto = useBaixarBoleto(financeiro);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('cobrancas.detalhe.parcelas')}
      </Title>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cobrancas.criar.numero')}</Table.Th>
            <Table.Th>{t('cobrancas.criar.vencimento')}</Table.Th>
            <Table.Th ta="right">{t('cobrancas.criar.valor')}</Table.Th>
            <Table.Th>{t('cobrancas.buscar.columns.situacao')}</Table.Th>
            <Table.Th>{t('cobrancas.detalhe.fatura')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cobranca.lista_parcelas.map((parcela) => (
            <Table.Tr key={parcela.numero}>
              <Table.Td>
                {parcela.numero}/{cobranca.parcelas}
              </Table.Td>
              <Table.Td>{displayDate(parcela.vencimento, true)}</Table.Td>
              <Table.Td ta="right">{displayCents(parcela.valor_centavos)}</Table.Td>
              <Table.Td>
                <SituacaoBadge situacao={parcela.situacao} />
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <FaturaDe parcela={parcela} />
                  {parcela.linha_digitavel && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconFileTypePdf size={16} aria-hidden />}
                      loading={boleto.isPending && boleto.variables?.numero === parcela.numero}
                      onClick={() =>
                        boleto.mutate(
                          { id: cobranca.id_cobranca, numero: parcela.numero },
                          { onError: (error) => notifyError(error, t('cobrancas.detalhe.boletoError')) },
                        )
                      }
                    >
                      {t('cobrancas.detalhe.boleto', { n: parcela.numero })}
                    </Button>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {cobranca.lista_parcelas
        .filter((parcela) => parcela.linha_digitavel && parcela.situacao !== 'cancelada')
        .map((parcela) => (
          <Stack key={parcela.numero} gap={2}>
            <Text size="xs" fw={600}>
              {t('cobrancas.detalhe.linhaDigitavel')} ({parcela.numero}/{cobranca.parcelas})
            </Text>
            <PaymentCodes linhaDigitavel={parcela.linha_digitavel ?? ''} pix={parcela.pix_copia_e_cola} />
          </Stack>
        ))}
    </Stack>
  );
}

function Cancelar({ id, onDone }: { readonly id: number; readonly onDone: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(cancelarCobrancaBody, { motivo: '' });
  const { submit, submitting } = useSaveForm({
    save: useCancelarCobranca(id),
    form,
    failureMessage: t('cobrancas.detalhe.cancelError'),
  });
  return (
    <form onSubmit={form.handleSubmit((body) => submit(body, () => onDone()))} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('cobrancas.detalhe.cancelTitle', { id })}
        </Title>
        <Text size="sm">{t('cobrancas.detalhe.cancelText')}</Text>
        <TextareaField
          control={form.control}
          name="motivo"
          label={t('cobrancas.detalhe.motivo')}
          required
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cobrancas.detalhe.back')}
          </Button>
          <Button type="submit" color="danger" loading={submitting}>
            {t('cobrancas.detalhe.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
