import {
  type CancelarFaturaBody,
  cancelarFaturaBody,
  type FaturaDetalhe,
  TIPOS_ITEM_FATURA,
} from '@cfc/contract';
import {
  Alert,
  Button,
  Drawer,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCash, IconFileTypePdf, IconMail, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DescriptionItem } from '../../../ui/DescriptionItem.tsx';
import { TextareaField } from '../../../ui/form/TextareaField.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { displayCents, displayDate } from '../../../ui/format.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { PaymentCodes } from '../../../ui/PaymentCodes.tsx';
import { BaixaManualModal } from '../../pagamentos/index.ts';
import { baixarPdf, useAtualizarFaturas, useCancelarFatura, useFatura, useReenviarFatura } from '../api.ts';
import { mesAno, SituacaoBadge } from './shared.tsx';

function Cancelamento({ fatura, onDone }: { readonly fatura: FaturaDetalhe; readonly onDone: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(cancelarFaturaBody, { motivo: '' } as CancelarFaturaBody);
  const { submit, submitting } = useSaveForm({
    save: useCancelarFatura(fatura.id_fatura),
    form,
    failureMessage: t('faturamento.drawer.cancelarErro'),
  });
  return (
    <form onSubmit={form.handleSubmit((body) => submit(body, onDone))} noValidate>
      <Stack gap="sm">
        <TextareaField
          control={form.control}
          name="motivo"
          label={t('faturamento.drawer.motivo')}
          description={t('faturamento.drawer.motivoHint')}
          required
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('faturamento.drawer.voltar')}
          </Button>
          <Button type="submit" color="danger" loading={submitting}>
            {t('faturamento.drawer.confirmarCancelamento')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Linhas({ fatura }: { readonly fatura: FaturaDetalhe }) {
  const { t } = useTranslation();
  const grupos = TIPOS_ITEM_FATURA.map((tipo) => ({
    tipo,
    itens: fatura.itens.filter((item) => item.tipo === tipo),
  })).filter((grupo) => grupo.itens.length > 0);
  return (
    <Table.ScrollContainer minWidth={480} maxHeight={360}>
      <Table striped stickyHeader aria-label={t('faturamento.drawer.linhas')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('faturamento.columns.descricao')}</Table.Th>
            <Table.Th>{t('faturamento.columns.aluno')}</Table.Th>
            <Table.Th ta="right">{t('faturamento.columns.valor')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grupos.map((grupo) => [
            ...grupo.itens.map((item) => (
              <Table.Tr key={item.id_item}>
                <Table.Td>{item.descricao}</Table.Td>
                <Table.Td>{item.aluno_nome ?? '—'}</Table.Td>
                <Table.Td ta="right">{displayCents(item.valor_centavos)}</Table.Td>
              </Table.Tr>
            )),
            <Table.Tr key={`subtotal-${grupo.tipo}`}>
              <Table.Td colSpan={2} fw={600}>
                {t('faturamento.drawer.subtotal')}: {t(`faturamento.tipoItem.${grupo.tipo}`)} (
                {grupo.itens.length})
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {displayCents(grupo.itens.reduce((soma, item) => soma + item.valor_centavos, 0))}
              </Table.Td>
            </Table.Tr>,
          ])}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>{t('faturamento.drawer.total')}</Table.Th>
            <Table.Th ta="right">{displayCents(fatura.valor_centavos)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One invoice: its figures, lines by kind, payments, boleto and PIX to pay; finance cancels and resends. */
export function FaturaDrawer({
  id,
  financeiro,
  onClose,
}: {
  readonly id: number | null;
  readonly financeiro: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useFatura(id);
  const fatura = query.data;
  const [cancelando, setCancelando] = useState(false);
  const [baixaManual, setBaixaManual] = useState(false);
  const atualizar = useAtualizarFaturas();
  const [baixando, setBaixando] = useState(false);
  const reenviar = useReenviarFatura(id ?? 0);
  const pagavel = fatura && (fatura.situacao === 'aberta' || fatura.situacao === 'vencida');

  async function pdf(faturaId: number) {
    setBaixando(true);
    try {
      await baixarPdf(faturaId);
    } catch (error) {
      notifyError(error, t('faturamento.drawer.pdfErro'));
    } finally {
      setBaixando(false);
    }
  }

  return (
    <Drawer
      opened={id !== null}
      onClose={() => {
        setCancelando(false);
        onClose();
      }}
      position="right"
      size="xl"
      title={t('faturamento.drawer.title', { id: id ?? '' })}
    >
      {query.isPending && id !== null && <Loader aria-label={t('faturamento.label')} />}
      {query.isError && <Alert color="danger">{t('faturamento.drawer.loadError')}</Alert>}
      {fatura && (
        <Stack gap="md">
          <Group justify="space-between" align="start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Title order={3}>{fatura.autoescola_nome}</Title>
              <Text c="dimmed">{fatura.descricao}</Text>
            </div>
            <SituacaoBadge situacao={fatura.situacao} />
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <DescriptionItem label={t('faturamento.drawer.competencia')} value={mesAno(fatura.competencia)} />
            <DescriptionItem
              label={t('faturamento.drawer.vencimento')}
              value={displayDate(fatura.vencimento, true)}
            />
            <DescriptionItem
              label={t('faturamento.drawer.emitida')}
              value={displayDate(fatura.emitida_em, true)}
            />
            <DescriptionItem
              label={t('faturamento.drawer.valor')}
              value={displayCents(fatura.valor_centavos)}
            />
            <DescriptionItem
              label={t('faturamento.drawer.pago')}
              value={displayCents(fatura.valor_pago_centavos)}
            />
            <DescriptionItem
              label={t('faturamento.drawer.nossoNumero')}
              value={String(fatura.nosso_numero)}
            />
            <DescriptionItem
              label={t('faturamento.drawer.enviada')}
              value={
                fatura.enviada_em ? displayDate(fatura.enviada_em, true) : t('faturamento.drawer.naoEnviada')
              }
            />
          </SimpleGrid>
          {fatura.cancelada_em && (
            <Alert color="gray">
              {t('faturamento.drawer.cancelada', {
                quando: displayDate(fatura.cancelada_em, true),
                motivo: fatura.cancelamento_motivo ?? '',
              })}
            </Alert>
          )}
          <Group gap="sm">
            <Button
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              loading={baixando}
              onClick={() => void pdf(fatura.id_fatura)}
            >
              {t('faturamento.drawer.pdf')}
            </Button>
            {financeiro && (
              <Button
                variant="light"
                leftSection={<IconMail size={16} aria-hidden />}
                loading={reenviar.isPending}
                disabled={!fatura.email_cobranca}
                onClick={() =>
                  reenviar.mutate(undefined, {
                    onSuccess: (reply) => notifySuccess(reply.mensagem),
                    onError: (error) => notifyError(error, t('faturamento.drawer.reenviarErro')),
                  })
                }
              >
                {t('faturamento.drawer.reenviar')}
              </Button>
            )}
            {financeiro && pagavel && (
              <Button
                variant="light"
                leftSection={<IconCash size={16} aria-hidden />}
                onClick={() => setBaixaManual(true)}
              >
                {t('faturamento.drawer.baixaManual')}
              </Button>
            )}
            {financeiro && pagavel && fatura.valor_pago_centavos === 0 && !cancelando && (
              <Button
                variant="light"
                color="danger"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => setCancelando(true)}
              >
                {t('faturamento.drawer.cancelar')}
              </Button>
            )}
          </Group>
          {cancelando && <Cancelamento fatura={fatura} onDone={() => setCancelando(false)} />}
          <BaixaManualModal
            faturaId={baixaManual ? fatura.id_fatura : null}
            valorCentavos={fatura.valor_centavos - fatura.valor_pago_centavos}
            descricao={`${fatura.nosso_numero} · ${fatura.autoescola_nome} · ${mesAno(fatura.competencia)}`}
            onDone={(saved) => {
              setBaixaManual(false);
              if (saved) void atualizar();
            }}
          />

          {pagavel && (
            <Paper withBorder p="md" radius="md" style={{ overflow: 'hidden' }}>
              <Stack gap="sm">
                <Title order={4}>{t('faturamento.drawer.boleto')}</Title>
                {fatura.linha_digitavel ? (
                  <PaymentCodes
                    linhaDigitavel={fatura.linha_digitavel}
                    linhaFormatada={fatura.linha_digitavel_formatada}
                    pix={fatura.pix_copia_e_cola}
                    qr={fatura.pix_qr}
                  />
                ) : (
                  <Text c="dimmed">{t('faturamento.drawer.semBoleto')}</Text>
                )}
              </Stack>
            </Paper>
          )}

          <Title order={4}>{t('faturamento.drawer.linhas')}</Title>
          <Linhas fatura={fatura} />

          <Title order={4}>{t('faturamento.drawer.pagamentos')}</Title>
          {fatura.pagamentos.length === 0 ? (
            <Text c="dimmed">{t('faturamento.drawer.semPagamentos')}</Text>
          ) : (
            <Stack gap={4}>
              {fatura.pagamentos.map((p) => (
                <Text key={p.id_pagamento} size="sm" td={p.estornado_em ? 'line-through' : undefined}>
                  {displayDate(p.pago_em, true)} · {displayCents(p.valor_centavos)} · {p.origem}
                  {p.motivo ? ` · ${p.motivo}` : ''}
                  {p.estornado_em
                    ? ` — ${t('faturamento.drawer.estornado', { quando: displayDate(p.estornado_em, true), motivo: p.estorno_motivo ?? '' })}`
                    : ''}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
