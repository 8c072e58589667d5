// What other modules use of the finance reports: the commercial area's financial report and the
// month arithmetic of the reports' periods.
export { financeiroPorMes, mesesEntre, periodoDe, somarMeses } from './service.ts';
