import { area } from './translation.ts';

/** Finance reports, the billing panel, the commercial area and the NFS-e of paid invoices (issue 20). */
export const financeiroRelatorios = area(
  {
    periodoInvalido: 'O mês final não pode ser anterior ao inicial.',
    periodoLongo: 'O período pode ter no máximo 36 meses.',
    nfseNaoEncontrada: 'NFS-e não encontrada.',
    nfseNaoFalhou: 'Só uma NFS-e que falhou pode ser reenviada.',
    nfseReenviada: 'NFS-e enviada de novo ao emissor.',
  },
  {
    en: {
      periodoInvalido: 'The last month cannot be before the first.',
      periodoLongo: 'The period may span at most 36 months.',
      nfseNaoEncontrada: 'NFS-e not found.',
      nfseNaoFalhou: 'Only a failed NFS-e can be sent again.',
      nfseReenviada: 'NFS-e sent to the issuer again.',
    },
    es: {
      periodoInvalido: 'El mes final no puede ser anterior al inicial.',
      periodoLongo: 'El período puede abarcar como máximo 36 meses.',
      nfseNaoEncontrada: 'NFS-e no encontrada.',
      nfseNaoFalhou: 'Solo una NFS-e que falló puede enviarse de nuevo.',
      nfseReenviada: 'NFS-e enviada de nuevo al emisor.',
    },
  },
);
