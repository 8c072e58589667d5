import {
  type CobrancaBody,
  cobrancaBody,
  FATURAMENTOS_COBRANCA,
  MAX_PARCELAS,
  totalDosItens,
} from '@cfc/contract';
import { addDays, planoDeParcelas, todayInSaoPaulo } from '@cfc/domain';
import { ActionIcon, Button, Group, Paper, Radio, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../routing/routes.ts';
import { FormSection } from '../../ui/FormSection.tsx';
import { FormActions } from '../../ui/form/FormActions.tsx';
import { Bind, textInputProps } from '../../ui/form/fields.tsx';
import { NumberField } from '../../ui/form/NumberField.tsx';
import { useContractForm } from '../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../ui/form/useSaveForm.ts';
import { displayCents, displayDate } from '../../ui/format.ts';
import { CurrencyInput } from '../../ui/inputs/CurrencyInput.tsx';
import { DateField } from '../../ui/inputs/DateField.tsx';
import { SearchSelect } from '../../ui/inputs/SearchSelect.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useCriarCobranca, useEscolasCobradas, useProdutoOptions } from './api.ts';

/** The default first due date: ten days from today. */
const PRAZO_PADRAO_DIAS = 10;

/** /financeiro/criar-cobranca: charge a school for catalogue items, at once or in monthly instalments. */
export function CriarCobrancaPage() {
  const { t } = useTranslation();
  const escolas = useEscolasCobradas();
  const produtos = useProdutoOptions();
  const defaults: CobrancaBody = {
    autoescola: '',
    itens: [{ id_produto: 0, quantidade: 1, valor_unitario_centavos: 0 }],
    parcelas: 1,
    primeiro_vencimento: addDays(todayInSaoPaulo(), PRAZO_PADRAO_DIAS),
    faturamento: 'proxima_fatura',
    descricao: '',
  };
  const form = useContractForm(cobrancaBody, defaults);
  const { control, setValue, formState } = form;
  const itens = useFieldArray({ control, name: 'itens' });
  const { submit, submitting } = useSaveForm({
    save: useCriarCobranca(),
    form,
    returnTo: buildPath('buscar-cobranca'),
    reviewMessage: t('cobrancas.criar.review'),
    failureMessage: t('cobrancas.criar.saveError'),
  });
  const valores = useWatch({ control });
  const itensAtuais = (valores.itens ?? []).map((item) => ({
    quantidade: Number(item?.quantidade) || 0,
    valor_unitario_centavos: Number(item?.valor_unitario_centavos) || 0,
  }));
  const total = totalDosItens(itensAtuais);
  const parcelas = Number(valores.parcelas);
  const plano =
    total > 0 && Number.isInteger(parcelas) && parcelas >= 1 && parcelas <= MAX_PARCELAS && total >= parcelas
      ? planoDeParcelas(total, parcelas, valores.primeiro_vencimento || todayInSaoPaulo())
      : [];
  const produtoData = (produtos.data ?? []).map((p) => ({ value: String(p.id_produto), label: p.nome }));
  const label = t('cobrancas.criar', { returnObjects: true });

  return (
    <>
      <PageHeader title={label.title} description={label.intro} crumbs={[{ label: label.title }]} />
      <form onSubmit={form.handleSubmit((body) => submit(body))} noValidate>
        <Stack gap="lg">
          <FormSection title={label.escolaSection} columns={1}>
            <Bind control={control} name="autoescola" label={label.escola}>
              {(field) => (
                <SearchSelect
                  label={label.escola}
                  required
                  validated={formState.isSubmitted}
                  data={(escolas.data ?? []).map((e) => ({ value: e.slug, label: e.nome_fantasia }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={field.error}
                  ref={field.ref}
                  maw={420}
                />
              )}
            </Bind>
            <Stack gap="sm">
              <Title order={3} size="h5">
                {label.itensSection}
              </Title>
              {itens.fields.map((item, index) => {
                const atual = itensAtuais[index] ?? { quantidade: 0, valor_unitario_centavos: 0 };
                return (
                  <Group key={item.id} align="flex-start" gap="sm" wrap="wrap">
                    <Bind control={control} name={`itens.${index}.id_produto`} label={label.item}>
                      {(field) => (
                        <SearchSelect
                          label={label.item}
                          required
                          validated={formState.isSubmitted}
                          data={produtoData}
                          value={field.value ? String(field.value) : null}
                          onChange={(value) => {
                            const id = Number(value) || 0;
                            field.onChange(id);
                            const preco = produtos.data?.find((p) => p.id_produto === id)?.preco_centavos;
                            if (preco !== undefined)
                              setValue(`itens.${index}.valor_unitario_centavos`, preco);
                          }}
                          error={field.value ? field.error : formState.isSubmitted ? field.error : undefined}
                          ref={field.ref}
                          w={{ base: '100%', sm: 280 }}
                        />
                      )}
                    </Bind>
                    <NumberField
                      control={control}
                      name={`itens.${index}.quantidade`}
                      label={label.quantidade}
                      required
                      min={1}
                      allowDecimal={false}
                      allowNegative={false}
                      w={110}
                    />
                    <Bind
                      control={control}
                      name={`itens.${index}.valor_unitario_centavos`}
                      label={label.valorUnitario}
                    >
                      {(field) => (
                        <CurrencyInput
                          label={label.valorUnitario}
                          required
                          value={field.value ?? null}
                          onChange={(cents) => field.onChange(cents ?? 0)}
                          error={field.error}
                          ref={field.ref}
                        />
                      )}
                    </Bind>
                    <Stack gap={4}>
                      <Text size="sm" fw={500}>
                        {label.subtotal}
                      </Text>
                      <Text size="sm" mt={6}>
                        {displayCents(atual.quantidade * atual.valor_unitario_centavos)}
                      </Text>
                    </Stack>
                    <ActionIcon
                      variant="subtle"
                      color="danger"
                      mt={26}
                      aria-label={t('cobrancas.criar.removeItem', { n: index + 1 })}
                      disabled={itens.fields.length === 1}
                      onClick={() => itens.remove(index)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                );
              })}
              <Group justify="space-between">
                <Button
                  variant="light"
                  leftSection={<IconPlus size={18} aria-hidden />}
                  onClick={() => itens.append({ id_produto: 0, quantidade: 1, valor_unitario_centavos: 0 })}
                  disabled={itens.fields.length >= 20}
                >
                  {label.addItem}
                </Button>
                <Text fw={600}>
                  {label.total}: {displayCents(total)}
                </Text>
              </Group>
              {formState.errors.itens?.root?.message || formState.errors.itens?.message ? (
                <Text c="danger" size="sm" role="alert">
                  {formState.errors.itens?.root?.message ?? formState.errors.itens?.message}
                </Text>
              ) : null}
            </Stack>
          </FormSection>

          <FormSection title={label.pagamentoSection}>
            <NumberField
              control={control}
              name="parcelas"
              label={label.parcelas}
              required
              min={1}
              max={MAX_PARCELAS}
              allowDecimal={false}
              allowNegative={false}
            />
            <Bind control={control} name="primeiro_vencimento" label={label.primeiroVencimento}>
              {(field) => (
                <DateField
                  label={label.primeiroVencimento}
                  required
                  minDate={todayInSaoPaulo()}
                  value={field.value}
                  onChange={field.onChange}
                  error={field.error}
                  ref={field.ref}
                />
              )}
            </Bind>
            <Bind control={control} name="faturamento" label={label.faturamento}>
              {(field) => (
                <Radio.Group
                  label={label.faturamento}
                  value={field.value}
                  onChange={(value) => field.onChange(value as (typeof FATURAMENTOS_COBRANCA)[number])}
                  error={field.error}
                >
                  <Stack gap="xs" mt="xs">
                    {FATURAMENTOS_COBRANCA.map((value) => (
                      <Radio
                        key={value}
                        value={value}
                        label={t(`cobrancas.faturamento.${value}`)}
                        description={t(`cobrancas.faturamento.${value}Hint`)}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            </Bind>
            <Bind control={control} name="descricao" label={label.descricao}>
              {(field) => (
                <Textarea label={label.descricao} autosize minRows={2} {...textInputProps(field)} />
              )}
            </Bind>
          </FormSection>

          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="previa-parcelas">
            <Title order={2} size="h4" id="previa-parcelas" mb="sm">
              {label.previewTitle}
            </Title>
            {plano.length === 0 ? (
              <Text c="dimmed" size="sm">
                {label.previewEmpty}
              </Text>
            ) : (
              <Table striped withTableBorder maw={520} aria-labelledby="previa-parcelas">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{label.numero}</Table.Th>
                    <Table.Th>{label.vencimento}</Table.Th>
                    <Table.Th ta="right">{label.valor}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {plano.map((p) => (
                    <Table.Tr key={p.numero}>
                      <Table.Td>
                        {p.numero}/{plano.length}
                      </Table.Td>
                      <Table.Td>{displayDate(p.vencimento, true)}</Table.Td>
                      <Table.Td ta="right">{displayCents(p.valorCentavos)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>

          <FormActions
            cancel={{ to: buildPath('buscar-cobranca'), label: label.cancel }}
            saveLabel={label.save}
            submitting={submitting}
          />
        </Stack>
      </form>
    </>
  );
}
