// What other features may use of seguranca-conta: they import it from here, never its files (ARCHITECTURE §16).
export { RecoveryCodes } from './components/RecoveryCodes.tsx';
export { TotpSetup } from './components/TotpSetup.tsx';
