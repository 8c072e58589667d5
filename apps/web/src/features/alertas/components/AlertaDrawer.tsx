import { type AlertaDetalhe, alertaNotaBody } from '@cfc/contract';
import {
  Alert,
  Anchor,
  Button,
  Drawer,
  Group,
  List,
  Loader,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../../routing/routes.ts';
import { DescriptionItem } from '../../../ui/DescriptionItem.tsx';
import { TextareaField } from '../../../ui/form/TextareaField.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { displayDate } from '../../../ui/format.ts';
import { type AcaoAlerta, useAlerta, useTratarAlerta } from '../api.ts';
import { EstadoBadge, SeveridadeBadge } from './badges.tsx';

/** Which actions each state allows (the server refuses the others with 409). */
const ACOES: Record<AlertaDetalhe['estado'], readonly AcaoAlerta[]> = {
  aberto: ['reconhecer', 'resolver', 'contestar'],
  reconhecido: ['resolver', 'contestar'],
  resolvido: [],
  contestado: [],
};

/** One alert: what was found, the norm, the evidence, the history, and its handling when the caller may. */
export function AlertaDrawer({
  id,
  podeTratar,
  onClose,
}: {
  readonly id: number | null;
  readonly podeTratar: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useAlerta(id);
  const alerta = query.data;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('alertas.drawer.title')}
    >
      {query.isPending && id !== null && <Loader aria-label={t('alertas.drawer.title')} />}
      {query.isError && <Alert color="danger">{t('alertas.drawer.loadError')}</Alert>}
      {alerta && (
        <Stack gap="md">
          <Title order={3}>{alerta.titulo}</Title>
          <Group gap="xs">
            <SeveridadeBadge severidade={alerta.severidade} />
            <EstadoBadge estado={alerta.estado} />
            <Text size="sm" c="dimmed">
              {alerta.autoescola_nome} · {displayDate(alerta.detectado_em)}
            </Text>
          </Group>
          <Stack component="dl" gap="sm" m={0}>
            <DescriptionItem label={t('alertas.drawer.descricao')} value={alerta.descricao} />
            <DescriptionItem label={t('alertas.drawer.fundamento')} value={alerta.fundamento} />
          </Stack>
          <Evidencias alerta={alerta} />
          {alerta.tratado_por && alerta.tratado_em && (
            <Text size="sm">
              {t('alertas.drawer.tratadoPor', {
                nome: alerta.tratado_por,
                quando: displayDate(alerta.tratado_em),
              })}
            </Text>
          )}
          <Historico alerta={alerta} />
          {podeTratar && ACOES[alerta.estado].length > 0 && <Tratar alerta={alerta} />}
        </Stack>
      )}
    </Drawer>
  );
}

function Evidencias({ alerta }: { readonly alerta: AlertaDetalhe }) {
  const { t } = useTranslation();
  if (alerta.evidencias.length === 0 && alerta.id_aula_pratica === null) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t('alertas.drawer.evidencias')}
      </Text>
      <List size="sm">
        {alerta.evidencias.map((evidencia) => (
          <List.Item key={`${evidencia.tipo}:${evidencia.id}:${evidencia.rotulo}`}>
            {evidencia.rotulo}
          </List.Item>
        ))}
      </List>
      {alerta.id_aula_pratica !== null && (
        <Anchor
          component={Link}
          to={`${buildPath('monitoramento-pratica')}?aula=${alerta.id_aula_pratica}`}
          size="sm"
        >
          {t('alertas.drawer.verAula')}
        </Anchor>
      )}
    </Stack>
  );
}

function Historico({ alerta }: { readonly alerta: AlertaDetalhe }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t('alertas.drawer.historico')}
      </Text>
      <Timeline bulletSize={12} lineWidth={2}>
        {alerta.historico.map((item) => (
          <Timeline.Item key={`${item.em}:${item.para}`} title={t(`alertas.estado.${item.para}`)}>
            <Text size="xs" c="dimmed">
              {displayDate(item.em)} · {item.usuario ?? t('alertas.drawer.automatico')}
            </Text>
            {item.nota && <Text size="sm">{item.nota}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

function Tratar({ alerta }: { readonly alerta: AlertaDetalhe }) {
  const { t } = useTranslation();
  const form = useContractForm(alertaNotaBody, { nota: '' });
  const tratar = useTratarAlerta(alerta.id_alerta);
  const { submit, submitting } = useSaveForm({
    save: tratar,
    form,
    reviewMessage: t('alertas.drawer.failed'),
    failureMessage: t('alertas.drawer.failed'),
  });
  const acao = (nome: AcaoAlerta) => () => {
    // Acknowledging needs no note; resolving and contesting do (the form's schema).
    if (nome === 'reconhecer') {
      submit({ acao: nome, body: { nota: form.getValues('nota') } });
      return;
    }
    void form.handleSubmit((body) => submit({ acao: nome, body }, () => form.reset({ nota: '' })))();
  };
  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate>
      <Stack gap="sm">
        <TextareaField
          control={form.control}
          name="nota"
          label={t('alertas.drawer.nota')}
          description={t('alertas.drawer.notaHint')}
          autosize
          minRows={3}
        />
        <Group gap="sm">
          {ACOES[alerta.estado].map((nome) => (
            <Button
              key={nome}
              variant={nome === 'resolver' ? 'filled' : 'default'}
              loading={submitting && tratar.variables?.acao === nome}
              onClick={acao(nome)}
            >
              {t(`alertas.drawer.${nome}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </form>
  );
}
