import { type ContratoBody, type ContratoFaturamento, contratoBody } from '@cfc/contract';
import { Badge, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, useTableParams } from '../../../ui/DataTable.tsx';
import { FormSection } from '../../../ui/FormSection.tsx';
import { CheckboxField } from '../../../ui/form/CheckboxField.tsx';
import { Bind, TextField } from '../../../ui/form/fields.tsx';
import { NumberField } from '../../../ui/form/NumberField.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { displayCents } from '../../../ui/format.ts';
import { CurrencyInput } from '../../../ui/inputs/CurrencyInput.tsx';
import { useContratoOpcoes, useContratos, useSalvarContrato } from '../api.ts';
import type { FaturamentoMessages } from '../i18n/pt-BR.ts';

type FormKey = keyof FaturamentoMessages['contratos']['form'];
type ColumnKey = keyof FaturamentoMessages['contratos']['columns'];

const PRECOS = [
  'preco_aluno_cadastrado_centavos',
  'preco_aula_pratica_centavos',
  'preco_aula_teorica_centavos',
] as const;

function ContratoForm({
  contrato,
  onDone,
}: {
  readonly contrato: ContratoFaturamento;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation();
  const opcoes = useContratoOpcoes();
  const form = useContractForm(contratoBody, {
    preco_aluno_cadastrado_centavos: contrato.preco_aluno_cadastrado_centavos,
    preco_aula_pratica_centavos: contrato.preco_aula_pratica_centavos,
    preco_aula_teorica_centavos: contrato.preco_aula_teorica_centavos,
    franquia_aulas_praticas: contrato.franquia_aulas_praticas,
    franquia_aulas_teoricas: contrato.franquia_aulas_teoricas,
    dia_vencimento: contrato.dia_vencimento,
    email_cobranca: contrato.email_cobranca ?? '',
    id_sindicato: contrato.id_sindicato,
    id_consultor: contrato.id_consultor,
    comissao_pontos_base: contrato.comissao_pontos_base,
    ativo: contrato.tem_contrato ? contrato.ativo : true,
  } as ContratoBody);
  const { submit, submitting } = useSaveForm({
    save: useSalvarContrato(contrato.id_autoescola),
    form,
    reviewMessage: t('faturamento.contratos.form.revisar'),
    failureMessage: t('faturamento.contratos.form.erro'),
  });
  const { control } = form;
  const label = (key: FormKey): string => t(`faturamento.contratos.form.${key}`);
  const idSelect = (name: 'id_sindicato' | 'id_consultor', data: { id: number; nome: string }[]) => (
    <Bind control={control} name={name} label={label(name)}>
      {(field) => (
        <Select
          label={label(name)}
          placeholder={label('nenhum')}
          data={data.map((item) => ({ value: String(item.id), label: item.nome }))}
          value={field.value === null || field.value === undefined ? null : String(field.value)}
          onChange={(value) => field.onChange(value === null ? null : Number(value))}
          error={field.error}
          clearable
          searchable
        />
      )}
    </Bind>
  );

  return (
    <form onSubmit={form.handleSubmit((body) => submit(body, onDone))} noValidate>
      <Stack gap="lg">
        <FormSection title={label('precos')} hint={label('precosHint')}>
          {PRECOS.map((name) => (
            <Bind key={name} control={control} name={name} label={label(name)}>
              {(field) => (
                <CurrencyInput
                  label={label(name)}
                  value={typeof field.value === 'number' ? field.value : null}
                  onChange={(cents) => field.onChange(cents ?? undefined)}
                  error={field.error}
                  required
                  ref={field.ref}
                />
              )}
            </Bind>
          ))}
        </FormSection>
        <FormSection title={label('franquias')}>
          <NumberField
            control={control}
            name="franquia_aulas_praticas"
            label={label('franquia_aulas_praticas')}
            allowDecimal={false}
            allowNegative={false}
            required
          />
          <NumberField
            control={control}
            name="franquia_aulas_teoricas"
            label={label('franquia_aulas_teoricas')}
            allowDecimal={false}
            allowNegative={false}
            required
          />
          <NumberField
            control={control}
            name="dia_vencimento"
            label={label('dia_vencimento')}
            allowDecimal={false}
            allowNegative={false}
            min={1}
            max={28}
            required
          />
          <TextField
            control={control}
            name="email_cobranca"
            label={label('email_cobranca')}
            type="email"
            autoComplete="off"
          />
        </FormSection>
        <FormSection title={label('relacionamento')}>
          {idSelect('id_sindicato', opcoes.data?.sindicatos ?? [])}
          {idSelect('id_consultor', opcoes.data?.consultores ?? [])}
          <NumberField
            control={control}
            name="comissao_pontos_base"
            label={label('comissao_pontos_base')}
            allowDecimal={false}
            allowNegative={false}
            required
          />
          <CheckboxField control={control} name="ativo" label={label('ativo')} />
        </FormSection>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {label('cancelar')}
          </Button>
          <Button type="submit" loading={submitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {label('salvar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The granted schools with their contracts; each edited in a dialog. */
export function Contratos() {
  const { t } = useTranslation();
  const table = useTableParams('autoescola');
  const query = useContratos(table.params);
  const [editando, setEditando] = useState<ContratoFaturamento | null>(null);
  const c = (key: ColumnKey): string => t(`faturamento.contratos.columns.${key}`);
  const columns: DataTableColumn<ContratoFaturamento>[] = [
    { key: 'autoescola', header: c('autoescola'), sortField: 'autoescola', render: (r) => r.autoescola_nome },
    { key: 'uf', header: c('uf'), sortField: 'uf', render: (r) => r.uf },
    {
      key: 'cadastro',
      header: c('cadastro'),
      align: 'right',
      render: (r) => displayCents(r.preco_aluno_cadastrado_centavos),
    },
    {
      key: 'pratica',
      header: c('pratica'),
      align: 'right',
      render: (r) => displayCents(r.preco_aula_pratica_centavos),
    },
    {
      key: 'teorica',
      header: c('teorica'),
      align: 'right',
      render: (r) => displayCents(r.preco_aula_teorica_centavos),
    },
    {
      key: 'franquias',
      header: c('franquias'),
      render: (r) => `${r.franquia_aulas_praticas} / ${r.franquia_aulas_teoricas}`,
    },
    { key: 'vencimento', header: c('vencimento'), render: (r) => r.dia_vencimento },
    { key: 'email', header: c('email'), render: (r) => r.email_cobranca ?? '—' },
    { key: 'sindicato', header: c('sindicato'), render: (r) => r.sindicato_nome ?? '—' },
    {
      key: 'situacao',
      header: c('situacao'),
      render: (r) =>
        !r.tem_contrato ? (
          <Badge color="gray" variant="light">
            {t('faturamento.contratos.semContrato')}
          </Badge>
        ) : (
          <Badge color={r.ativo ? 'brand' : 'gray'} variant="light">
            {r.ativo ? t('faturamento.contratos.ativo') : t('faturamento.contratos.inativo')}
          </Badge>
        ),
    },
  ];
  return (
    <>
      <DataTable
        label={t('faturamento.contratos.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(r) => r.id_autoescola}
        rowActions={(r) => [
          {
            key: 'editar',
            label: t('faturamento.contratos.editar', { nome: r.autoescola_nome }),
            icon: <IconPencil size={18} aria-hidden />,
            onClick: () => setEditando(r),
          },
        ]}
        emptyMessage={t('faturamento.contratos.empty')}
        minWidth={1100}
      />
      <Modal
        opened={editando !== null}
        onClose={() => setEditando(null)}
        title={t('faturamento.contratos.form.title', { nome: editando?.autoescola_nome ?? '' })}
        size="xl"
      >
        {editando && (
          <ContratoForm key={editando.id_autoescola} contrato={editando} onDone={() => setEditando(null)} />
        )}
      </Modal>
    </>
  );
}
