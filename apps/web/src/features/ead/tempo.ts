import { useEffect, useState } from 'react';

/** The current time, updated every `intervalMs` (countdowns, time connected). */
export function useAgora(intervalMs = 1000): number {
  const [agora, setAgora] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setAgora(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return agora;
}

/** A duration as a clock shows it: '04:07', or '1:04:07' from an hour up; never negative. */
export function formatarDuracao(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const horas = Math.floor(total / 3600);
  const minutos = Math.floor((total % 3600) / 60);
  const segundos = total % 60;
  const mmss = `${String(minutos).padStart(2, '0')}:${String(segundos).padStart(2, '0')}`;
  return horas > 0 ? `${horas}:${mmss}` : mmss;
}
