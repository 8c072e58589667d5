import { type Processo, processoPlanoBody } from '@cfc/contract';
import { ActionIcon, Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Bind } from '../../../ui/form/fields.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { displayCents, displayDate } from '../../../ui/format.ts';
import { SearchSelect } from '../../../ui/inputs/SearchSelect.tsx';
import { useConfirmedChange } from '../../../ui/useConfirmedChange.ts';
import { usePlanoOptions } from '../../planos/index.ts';
import { useProcessoPlanos, useRemoverPlano, useVenderPlano } from '../api.ts';

type ProcessoRef = Pick<Processo, 'id_processo' | 'categoria'>;

/** Sells one of the school's active plans of the process's category (or of every category). */
function VenderPlano({ processo }: { readonly processo: ProcessoRef }) {
  const { t } = useTranslation();
  const options = usePlanoOptions();
  const form = useContractForm(processoPlanoBody, { plano_id: undefined });
  const { submit, submitting } = useSaveForm({
    save: useVenderPlano(processo.id_processo),
    form,
    failureMessage: t('processos.planos.error'),
  });
  const data = (options.data ?? [])
    .filter((plano) => plano.categoria === null || plano.categoria === processo.categoria)
    .map((plano) => ({
      value: String(plano.id_plano),
      label: `${plano.nome} · ${plano.horas_aula} h/a · ${displayCents(plano.preco_centavos)}`,
    }));
  const label = t('processos.planos.choose');

  return (
    <form onSubmit={form.handleSubmit((body) => submit(body, () => form.reset()))} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Bind control={form.control} name="plano_id" label={label}>
          {(field) => (
            <SearchSelect
              label={label}
              description={t('processos.planos.chooseHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              data={data}
              disabled={options.isPending}
              w={{ base: '100%', sm: 380 }}
              {...field}
              value={field.value === undefined ? null : String(field.value)}
              // Cleared, the field is empty again, as it started: the schema asks for a plan.
              onChange={(id) => field.onChange((id === null ? undefined : Number(id)) as number)}
            />
          )}
        </Bind>
        <Button
          type="submit"
          loading={submitting}
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
          mb={22}
        >
          {t('processos.planos.sell')}
        </Button>
      </Group>
    </form>
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
