import { Avatar, type AvatarProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import { useInstrutorFoto } from '../api.ts';

export function initials(nome: string): string {
  const words = nome.trim().split(/\s+/);
  return [words[0], words.length > 1 ? words.at(-1) : undefined]
    .map((word) => word?.charAt(0).toUpperCase() ?? '')
    .join('');
}

interface InstrutorAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  readonly id: number;
  readonly nome: string;
  readonly temFoto: boolean;
}

/** The instructor's stored photo, fetched with the session; initials while there is none. */
export function InstrutorAvatar({ id, nome, temFoto, ...props }: InstrutorAvatarProps) {
  const { t } = useTranslation();
  const foto = useInstrutorFoto(id, temFoto);
  const url = useObjectUrl(temFoto ? foto.data : undefined);
  return (
    <Avatar color="brand" radius="xl" {...props} src={url} alt={t('instrutores.form.photoCurrent', { nome })}>
      {initials(nome)}
    </Avatar>
  );
}
