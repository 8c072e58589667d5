import type { Transaction } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../platform/db/schema.ts';
import type { Storage } from '../platform/storage/storage.ts';

/** Where a school's logo is stored (docs/architecture.md §12). */
export const logoKey = (autoescolaId: number) => `autoescolas/${autoescolaId}/logo`;

/** A small PNG drawn here: a green shield with a steering wheel and the school's initials. */
export async function demoLogo(sigla: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="96" viewBox="0 0 160 96">
  <rect x="2" y="2" width="156" height="92" rx="14" fill="#2f9e5b"/>
  <circle cx="48" cy="48" r="28" fill="none" stroke="#ffffff" stroke-width="7"/>
  <circle cx="48" cy="48" r="6" fill="#ffffff"/>
  <path d="M20 48h22M54 48h22M48 54v22" stroke="#ffffff" stroke-width="6"/>
  <text x="118" y="60" font-family="sans-serif" font-size="34" font-weight="bold" fill="#ffffff" text-anchor="middle">${sigla}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Gives a demo school its logo, so the demo's reports print it; without storage, none. */
export async function seedLogo(
  trx: Transaction<DB>,
  autoescolaId: number,
  sigla: string,
  storage: Storage | null,
): Promise<void> {
  if (!storage) return;
  const key = logoKey(autoescolaId);
  await storage.put(key, await demoLogo(sigla), 'image/png');
  await trx.updateTable('autoescolas').set({ logo: key }).where('id', '=', autoescolaId).execute();
}
