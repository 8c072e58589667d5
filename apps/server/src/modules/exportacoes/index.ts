// Export jobs (docs/architecture.md §12): the job that builds large exports, and the calls that
// read their progress and download their files.
export { type ExportacoesDeps, exportarJob } from './jobs.ts';
export { exportacoesRoutes } from './routes.ts';
