import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { NFSE_VARRER_JOB } from './index.ts';
import { type NfseDeps, varrerNfse } from './service.ts';

/** Every minute (and once at start): paid invoices get their NFS-e, reversed payments cancel theirs. */
export function varrerNfseJob(deps: NfseDeps): JobDefinition {
  return {
    name: NFSE_VARRER_JOB,
    cron: '* * * * *',
    // A failed sweep is simply the next minute's; each NFS-e keeps its own tries and backoff.
    retryLimit: 0,
    async run() {
      const resultado = await varrerNfse(deps);
      if (resultado.criadas + resultado.emitidas + resultado.falharam + resultado.canceladas > 0) {
        deps.log.info(resultado, 'NFS-e: varredura');
      }
    },
  };
}
