import '@mantine/charts/styles.css';
import { formatCents, todayInSaoPaulo } from '@cfc/domain';
import { BarChart } from '@mantine/charts';
import {
  Alert,
  Badge,
  Group,
  Pagination,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useEscolas } from '../envios-getran/index.ts';
import { useAlunosCadastrados, useComercialAutoescolas, useComercialFinanceiro } from './api.ts';

const C = 'comercial';
/** SPEC §9: the filter waits 250 ms after typing. */
const DEBOUNCE_MS = 250;
const POR_PAGINA = 10;
const mesCurto = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

function Cabecalho({ area }: { readonly area: 'lista' | 'alunos' | 'financeiro' }) {
  const { t } = useTranslation();
  const title = t(`${C}.${area}.title`);
  return <PageHeader title={title} description={t(`${C}.${area}.intro`)} crumbs={[{ label: title }]} />;
}

/** lista-autoescolas (/comercial/lista): commercial staff's landing screen. */
export function ListaAutoescolasPage() {
  const { t } = useTranslation();
  const [filtro, setFiltro] = useState('');
  const [busca] = useDebouncedValue(filtro.trim(), DEBOUNCE_MS);
  const [competencia, setCompetencia] = useState(todayInSaoPaulo().slice(0, 7));
  const [pagina, setPagina] = useState(1);
  const lista = useComercialAutoescolas({
    page: pagina,
    per_page: POR_PAGINA,
    competencia,
    ...(busca ? { filtro: busca } : {}),
  });
  const dados = lista.data;
  return (
    <>
      <Cabecalho area="lista" />
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Group align="flex-end">
            <TextInput
              label={t(`${C}.lista.filtro`)}
              value={filtro}
              onChange={(event) => {
                setFiltro(event.currentTarget.value);
                setPagina(1);
              }}
              w={260}
            />
            <TextInput
              type="month"
              label={t(`${C}.lista.mes`)}
              value={competencia}
              onChange={(event) => {
                const valor = event.currentTarget.value;
                if (/^\d{4}-\d{2}$/.test(valor)) setCompetencia(valor);
              }}
              w={170}
            />
          </Group>
        </Paper>
        {lista.isError && <Alert color="danger">{t(`${C}.loadError`)}</Alert>}
        {!dados && !lista.isError && <PageLoader />}
        {dados && (
          <Paper withBorder p="md" radius="md">
            {dados.data.length === 0 ? (
              <Text c="dimmed">{t(`${C}.lista.empty`)}</Text>
            ) : (
              <ScrollArea viewportProps={{ tabIndex: 0 }}>
                <Table striped miw={1000} aria-label={t(`${C}.lista.title`)} verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t(`${C}.lista.colunas.autoescola`)}</Table.Th>
                      <Table.Th>{t(`${C}.lista.colunas.situacao`)}</Table.Th>
                      <Table.Th>{t(`${C}.lista.colunas.contrato`)}</Table.Th>
                      <Table.Th>{t(`${C}.lista.colunas.contatos`)}</Table.Th>
                      <Table.Th ta="right">{t(`${C}.lista.colunas.alunos`)}</Table.Th>
                      <Table.Th ta="right">{t(`${C}.lista.colunas.praticas`)}</Table.Th>
                      <Table.Th ta="right">{t(`${C}.lista.colunas.teoricas`)}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {dados.data.map((escola) => (
                      <Table.Tr key={escola.id_autoescola}>
                        <Table.Td>
                          <Text fw={600}>{escola.nome_fantasia}</Text>
                          <Text size="xs" c="dimmed">
                            {[escola.cidade, escola.uf].filter(Boolean).join(' / ')}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={escola.ativo ? 'brand' : 'gray'}>
                            {t(`${C}.lista.${escola.ativo ? 'ativa' : 'inativa'}`)}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          {escola.contrato ? (
                            <>
                              <Text size="sm">
                                {t(`${C}.lista.precos`, {
                                  aluno: formatCents(escola.contrato.preco_aluno_cadastrado_centavos),
                                  pratica: formatCents(escola.contrato.preco_aula_pratica_centavos),
                                  teorica: formatCents(escola.contrato.preco_aula_teorica_centavos),
                                })}
                              </Text>
                              <Text size="xs" c="dimmed">
                                {t(`${C}.lista.franquia`, {
                                  praticas: escola.contrato.franquia_aulas_praticas,
                                  teoricas: escola.contrato.franquia_aulas_teoricas,
                                  dia: escola.contrato.dia_vencimento,
                                })}
                              </Text>
                            </>
                          ) : (
                            <Text size="sm" c="dimmed">
                              {t(`${C}.lista.semContrato`)}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          {[escola.telefone, escola.email].filter(Boolean).map((contato) => (
                            <Text key={contato} size="sm">
                              {contato}
                            </Text>
                          ))}
                          {escola.contatos.map((contato) => (
                            <Text key={`${contato.nome}-${contato.email}`} size="xs" c="dimmed">
                              {contato.nome}
                              {contato.email ? ` · ${contato.email}` : ''}
                            </Text>
                          ))}
                        </Table.Td>
                        <Table.Td ta="right">{escola.uso.alunos_cadastrados}</Table.Td>
                        <Table.Td ta="right">{escola.uso.aulas_praticas}</Table.Td>
                        <Table.Td ta="right">{escola.uso.aulas_teoricas}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            )}
            {dados.last_page > 1 && (
              <Group justify="flex-end" mt="sm">
                <Pagination
                  total={dados.last_page}
                  value={dados.current_page}
                  onChange={setPagina}
                  aria-label={t(`${C}.lista.pagina`)}
                />
              </Group>
            )}
          </Paper>
        )}
      </Stack>
    </>
  );
}

/** The period and school filters of the two reports. */
function useFiltros() {
  const [de, setDe] = useState('');
  const [ate, setAte] = useState('');
  const [autoescola, setAutoescola] = useState<string | null>(null);
  const query = { ...(de ? { de } : {}), ...(ate ? { ate } : {}), ...(autoescola ? { autoescola } : {}) };
  return { de, setDe, ate, setAte, autoescola, setAutoescola, query };
}

function Filtros({ filtros }: { readonly filtros: ReturnType<typeof useFiltros> }) {
  const { t } = useTranslation();
  const escolas = useEscolas();
  const mes = (set: (v: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    const valor = event.currentTarget.value;
    if (valor === '' || /^\d{4}-\d{2}$/.test(valor)) set(valor);
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Group align="flex-end">
        <TextInput
          type="month"
          label={t(`${C}.filtros.de`)}
          value={filtros.de}
          onChange={mes(filtros.setDe)}
          w={170}
        />
        <TextInput
          type="month"
          label={t(`${C}.filtros.ate`)}
          value={filtros.ate}
          onChange={mes(filtros.setAte)}
          w={170}
        />
        <Select
          label={t(`${C}.filtros.autoescola`)}
          placeholder={t(`${C}.filtros.todas`)}
          data={(escolas.data ?? [])
            .filter((escola) => !escola.operadora)
            .map((escola) => ({ value: escola.slug, label: escola.nome_fantasia }))}
          value={filtros.autoescola}
          onChange={filtros.setAutoescola}
          clearable
          w={240}
        />
      </Group>
    </Paper>
  );
}

/** ListaAlunos (/comercial/alunos-cadastrados): registered students per school and month. */
export function AlunosCadastradosPage() {
  const { t } = useTranslation();
  const filtros = useFiltros();
  const alunos = useAlunosCadastrados(filtros.query);
  const dados = alunos.data;
  return (
    <>
      <Cabecalho area="alunos" />
      <Stack gap="md">
        <Filtros filtros={filtros} />
        {alunos.isError && <Alert color="danger">{t(`${C}.loadError`)}</Alert>}
        {!dados && !alunos.isError && <PageLoader />}
        {dados && (
          <Paper withBorder p="md" radius="md">
            {dados.linhas.length === 0 ? (
              <Text c="dimmed">{t(`${C}.alunos.empty`)}</Text>
            ) : (
              <ScrollArea viewportProps={{ tabIndex: 0 }}>
                <Table striped miw={900} aria-label={t(`${C}.alunos.title`)}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t(`${C}.alunos.autoescola`)}</Table.Th>
                      {dados.meses.map((mes) => (
                        <Table.Th key={mes} ta="right">
                          {mesCurto(mes)}
                        </Table.Th>
                      ))}
                      <Table.Th ta="right">{t(`${C}.alunos.total`)}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {dados.linhas.map((linha) => (
                      <Table.Tr key={linha.autoescola}>
                        <Table.Td>{linha.autoescola_nome}</Table.Td>
                        {linha.por_mes.map((n, i) => (
                          <Table.Td key={dados.meses[i]} ta="right">
                            {n}
                          </Table.Td>
                        ))}
                        <Table.Td ta="right" fw={700}>
                          {linha.total}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th>{t(`${C}.alunos.total`)}</Table.Th>
                      {dados.totais_por_mes.map((n, i) => (
                        <Table.Th key={dados.meses[i]} ta="right">
                          {n}
                        </Table.Th>
                      ))}
                      <Table.Th ta="right">{dados.total}</Table.Th>
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </ScrollArea>
            )}
          </Paper>
        )}
      </Stack>
    </>
  );
}

/** RelatorioFinanceiro (/comercial/relatorios/financeiro): its schools' invoices by month. */
export function RelatorioFinanceiroComercialPage() {
  const { t } = useTranslation();
  const filtros = useFiltros();
  const relatorio = useComercialFinanceiro(filtros.query);
  const dados = relatorio.data;
  const F = `${C}.financeiro`;
  return (
    <>
      <Cabecalho area="financeiro" />
      <Stack gap="md">
        <Filtros filtros={filtros} />
        {relatorio.isError && <Alert color="danger">{t(`${C}.loadError`)}</Alert>}
        {!dados && !relatorio.isError && <PageLoader />}
        {dados && (
          <>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                {t(`${F}.grafico`)}
              </Title>
              <BarChart
                h={240}
                data={dados.por_mes.map((m) => ({
                  mes: mesCurto(m.competencia),
                  faturado: m.faturado_centavos / 100,
                  recebido: m.recebido_centavos / 100,
                  vencido: m.vencido_centavos / 100,
                }))}
                dataKey="mes"
                withLegend
                valueFormatter={(valor) => formatCents(Math.round(valor * 100))}
                series={[
                  { name: 'faturado', label: t(`${F}.colunas.faturado`), color: 'info.6' },
                  { name: 'recebido', label: t(`${F}.colunas.recebido`), color: 'brand.6' },
                  { name: 'vencido', label: t(`${F}.colunas.vencido`), color: 'danger.6' },
                ]}
              />
            </Paper>
            <Paper withBorder p="md" radius="md">
              {dados.linhas.length === 0 ? (
                <Text c="dimmed">{t(`${F}.empty`)}</Text>
              ) : (
                <ScrollArea viewportProps={{ tabIndex: 0 }}>
                  <Table striped miw={860} aria-label={t(`${F}.title`)}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t(`${F}.colunas.mes`)}</Table.Th>
                        <Table.Th>{t(`${F}.colunas.autoescola`)}</Table.Th>
                        <Table.Th ta="right">{t(`${F}.colunas.faturas`)}</Table.Th>
                        <Table.Th ta="right">{t(`${F}.colunas.faturado`)}</Table.Th>
                        <Table.Th ta="right">{t(`${F}.colunas.recebido`)}</Table.Th>
                        <Table.Th ta="right">{t(`${F}.colunas.aberto`)}</Table.Th>
                        <Table.Th ta="right">{t(`${F}.colunas.vencido`)}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {dados.linhas.map((l) => (
                        <Table.Tr key={`${l.competencia}-${l.autoescola}`}>
                          <Table.Td>{mesCurto(l.competencia)}</Table.Td>
                          <Table.Td>{l.autoescola_nome}</Table.Td>
                          <Table.Td ta="right">{l.faturas}</Table.Td>
                          <Table.Td ta="right">{formatCents(l.faturado_centavos)}</Table.Td>
                          <Table.Td ta="right">{formatCents(l.recebido_centavos)}</Table.Td>
                          <Table.Td ta="right">{formatCents(l.aberto_centavos)}</Table.Td>
                          <Table.Td ta="right">{formatCents(l.vencido_centavos)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                    <Table.Tfoot>
                      <Table.Tr>
                        <Table.Th colSpan={2}>{t(`${F}.total`)}</Table.Th>
                        <Table.Th ta="right">{dados.totais.faturas}</Table.Th>
                        <Table.Th ta="right">{formatCents(dados.totais.faturado_centavos)}</Table.Th>
                        <Table.Th ta="right">{formatCents(dados.totais.recebido_centavos)}</Table.Th>
                        <Table.Th ta="right">{formatCents(dados.totais.aberto_centavos)}</Table.Th>
                        <Table.Th ta="right">{formatCents(dados.totais.vencido_centavos)}</Table.Th>
                      </Table.Tr>
                    </Table.Tfoot>
                  </Table>
                </ScrollArea>
              )}
            </Paper>
          </>
        )}
      </Stack>
    </>
  );
}
