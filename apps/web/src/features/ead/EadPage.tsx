import { Role, type Verificacao } from '@cfc/contract';
import { Alert, Button, Center, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLogin2 } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, serverMessage } from '../../api/client.ts';
import { buildPath } from '../../routing/routes.ts';
import { useSession } from '../../session/session.ts';
import { useHideChrome } from '../../ui/chrome.ts';
import { linkDaAula, useEntrar, useSair, useSalaAluno, useSinal } from './api.ts';
import { GravacaoAula } from './components/GravacaoAula.tsx';
import { ResultadoAula } from './components/ResultadoAula.tsx';
import { SalaAoVivo } from './components/SalaAoVivo.tsx';
import { SalaDeEspera } from './components/SalaDeEspera.tsx';
import { VerificacaoModal } from './components/VerificacaoModal.tsx';

/** The waiting room is read again this often until the student joins (start, deadline, result). */
const ESPERA_MS = 5000;

/** What to tell the student about a refused call: the server's words, or what its status means. */
export function mensagemDeErro(error: unknown, t: TFunction): string {
  const mensagem = serverMessage(error);
  if (mensagem) return mensagem;
  if (error instanceof ApiError) {
    if (error.status === 404 || error.status === 410) return t('ead.erro.linkInvalido');
    if (error.status === 403) return t('ead.erro.outraAutoescola');
    if (error.status === 409) return t('ead.erro.outroDispositivo');
  }
  return t('ead.erro.generico');
}

function Aviso({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="yellow" icon={<IconAlertCircle aria-hidden />} title={title}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{text}</Text>
          {action}
        </Stack>
      </Alert>
    </Container>
  );
}

interface Conexao {
  readonly id: number;
  readonly entrouEm: string | null;
}

/** The lesson of the link: waiting room, the room once joined, and the result once closed. */
function AulaDoLink({ link }: { readonly link: string }) {
  const { t } = useTranslation();
  const [conexao, setConexao] = useState<Conexao | null>(null);
  const [reentrando, setReentrando] = useState(false);
  const [saiu, setSaiu] = useState(false);
  const [aberta, setAberta] = useState<Verificacao | null>(null);
  const [respondidas] = useState(() => new Set<number>());
  const sala = useSalaAluno(link, conexao ? false : ESPERA_MS);
  const entrar = useEntrar(link);
  const sair = useSair();

  const entrarNaAula = () =>
    entrar.mutate(undefined, {
      onSuccess: ({ dados }) => {
        setSaiu(false);
        setConexao({ id: dados.id_conexao, entrouEm: dados.entrou_em });
      },
      onSettled: () => setReentrando(false),
    });

  // The connection was closed (lesson over, or 45 s without a sign): back in if the lesson goes on.
  const sinal = useSinal(conexao?.id ?? null, () => {
    setConexao(null);
    setReentrando(true);
    void sala.refetch().then(({ data }) => {
      if (data && data.transmissao !== 'encerrada' && data.pode_entrar) entrarNaAula();
      else setReentrando(false);
    });
  });

  // After a reload, the server knows this tab's connection: carry on with it.
  const idAberta = sala.data?.id_conexao ?? null;
  useEffect(() => {
    if (conexao === null && idAberta !== null && !saiu) setConexao({ id: idAberta, entrouEm: null });
  }, [conexao, idAberta, saiu]);

  // The check the server asks for opens once, and stays open with its result until closed.
  const pedida = sinal.verificacao;
  useEffect(() => {
    if (
      pedida &&
      !respondidas.has(pedida.id_verificacao) &&
      aberta?.id_verificacao !== pedida.id_verificacao
    ) {
      setAberta(pedida);
    }
  }, [pedida, aberta, respondidas]);

  useHideChrome('onEAD', conexao !== null);

  if (sala.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('ead.loading')} />
      </Center>
    );
  }
  if (sala.isError) {
    return (
      <Aviso
        title={t('ead.erro.title')}
        text={mensagemDeErro(sala.error, t)}
        action={
          <Button variant="default" size="xs" onClick={() => void sala.refetch()}>
            {t('ead.erro.retry')}
          </Button>
        }
      />
    );
  }
  const dados = sala.data;

  if (conexao) {
    return (
      <>
        <SalaAoVivo
          sala={dados}
          idConexao={conexao.id}
          entrouEm={conexao.entrouEm}
          sinal={sinal}
          onSair={() => {
            if (!window.confirm(t('ead.sala.sairConfirmar'))) return;
            sair.mutate(conexao.id);
            setSaiu(true);
            setConexao(null);
          }}
        />
        <VerificacaoModal
          key={aberta?.id_verificacao}
          verificacao={aberta}
          onClose={() => {
            if (aberta) respondidas.add(aberta.id_verificacao);
            setAberta(null);
          }}
        />
      </>
    );
  }
  if (reentrando) {
    return (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('ead.sala.reconectando')}</Text>
        </Group>
      </Center>
    );
  }
  if (dados.transmissao === 'encerrada') {
    return (
      <Stack gap="md">
        <ResultadoAula sala={dados} />
        <GravacaoAula sala={dados} link={link} />
      </Stack>
    );
  }
  return (
    <SalaDeEspera
      sala={dados}
      onEntrar={entrarNaAula}
      entrando={entrar.isPending}
      erro={entrar.isError ? mensagemDeErro(entrar.error, t) : undefined}
    />
  );
}

/**
 * /ead/:link (and /ead/:link/:token/:agrupamento, the phone's link): the student's remote live lesson.
 * The entry (session/ead-entry.ts) keeps the decoded link in sessionStorage; the student must be
 * logged in with their student account.
 */
export function EadPage() {
  const { t } = useTranslation();
  const session = useSession();
  const link = linkDaAula();
  if (!link) return <Aviso title={t('ead.semLink.title')} text={t('ead.semLink.text')} />;
  if (session?.id_role !== Role.ALUNO) {
    return (
      <Aviso
        title={t('ead.login.title')}
        text={t('ead.login.text')}
        action={
          <Button
            component={Link}
            to={buildPath('loginAluno')}
            leftSection={<IconLogin2 size={18} aria-hidden />}
          >
            {t('ead.login.action')}
          </Button>
        }
      />
    );
  }
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <AulaDoLink link={link} />
    </Container>
  );
}
