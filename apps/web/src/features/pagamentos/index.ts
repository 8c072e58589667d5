// What other features use of payments: the manual write-off dialog (an action of finance's invoice
// list) and the reversal dialog.
export {
  BaixaManualModal,
  type BaixaManualModalProps,
  EstornoModal,
  type EstornoModalProps,
} from './components/BaixaManualModal.tsx';
