import { type Notificacao, TIPO_CHANGELOG } from '@cfc/contract';
import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconPaperclip } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullDateTime, relativeTime } from '../../../ui/format.ts';
import { notifyError } from '../../../ui/notify.ts';
import { anexoName } from '../anexos.ts';
import { useDownloadAnexo } from '../api.ts';
import classes from './notificacoes.module.css';
import { SafeHtml } from './SafeHtml.tsx';

/** The relative time moves on by itself while the list is open. */
const CLOCK_TICK_MS = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), CLOCK_TICK_MS, { autoInvoke: true });
  return now;
}

/** 'há 5 minutos', 'Ontem 14:05', '3 de março' (SPEC §9), with the full date on hover. */
export function RelativeTimeText({ value }: { readonly value: string }) {
  const { i18n } = useTranslation();
  const now = useNow();
  const text = relativeTime(value, now, i18n.language);
  if (text === null) return null;
  const full = fullDateTime(value, i18n.language);
  return (
    <Tooltip label={full} withArrow openDelay={300}>
      <Text component="time" dateTime={value} size="xs" c="dimmed" className={classes.time}>
        {text}
      </Text>
    </Tooltip>
  );
}

/** The attachments of a notification: each one a button that downloads it with its name. */
function Anexos({ anexos }: { readonly anexos: Notificacao['anexos'] }) {
  const { t } = useTranslation();
  const download = useDownloadAnexo();
  if (anexos.length === 0) return null;
  return (
    <Group gap={6} mt={6} aria-label={t('notificacoes.attachments')} role="group">
      {anexos.map((anexo) => {
        const name = anexoName(anexo);
        return (
          <Button
            key={anexo.id}
            size="compact-xs"
            variant="default"
            radius="xl"
            leftSection={<IconPaperclip size={13} aria-hidden />}
            aria-label={t('notificacoes.download', { name })}
            loading={download.isPending && download.variables?.id === anexo.id}
            onClick={() =>
              download.mutate(anexo, {
                onError: (error) => notifyError(error, t('notificacoes.downloadFailed')),
              })
            }
            maw={220}
            styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          >
            {name}
          </Button>
        );
      })}
    </Group>
  );
}

interface NotificacaoItemProps {
  readonly item: Notificacao;
  /** The bell shows a few lines of each description; the centre shows all of it. */
  readonly compact?: boolean;
  /** Left of the item: the centre's selection checkbox. */
  readonly leading?: ReactNode;
  /** Right of the item: the centre's actions. */
  readonly actions?: ReactNode;
}

/** SPEC §2.5: title, unread dot, HTML description, attachments, relative date. */
export function NotificacaoItem({ item, compact = false, leading, actions }: NotificacaoItemProps) {
  const { t } = useTranslation();
  const unread = !item.is_read;
  return (
    <article className={classes.item} data-unread={unread || undefined} aria-label={item.title}>
      {leading}
      {unread ? (
        <span className={classes.dot} role="img" aria-label={t('notificacoes.unread')} />
      ) : (
        <span className={classes.dotPlaceholder} />
      )}
      <div className={classes.itemBody}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text
            size="sm"
            fw={unread ? 700 : 600}
            className={classes.title}
            lineClamp={compact ? 2 : undefined}
          >
            {item.title}
          </Text>
          <RelativeTimeText value={item.created_at} />
        </Group>
        {(item.type === TIPO_CHANGELOG || item.is_archived) && (
          <Group gap={4} mt={2}>
            {item.type === TIPO_CHANGELOG && (
              <Badge size="xs" variant="light" color="info" radius="sm">
                {t('notificacoes.changelogBadge')}
              </Badge>
            )}
            {item.is_archived && (
              <Badge size="xs" variant="light" color="gray" radius="sm">
                {t('notificacoes.archivedBadge')}
              </Badge>
            )}
          </Group>
        )}
        <div style={{ marginTop: 4 }}>
          <SafeHtml html={item.description} clamp={compact ? 3 : undefined} />
        </div>
        <Anexos anexos={item.anexos} />
      </div>
      {actions}
    </article>
  );
}
