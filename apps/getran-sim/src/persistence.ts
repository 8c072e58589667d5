import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { VIOLATIONS, type ViolationCode } from '@cfc/domain';
import { z } from 'zod';
import { cadastrosSchema, envioAulaSchema } from './protocol.ts';
import type { Snapshot } from './store.ts';

const violationCodes = Object.keys(VIOLATIONS) as [ViolationCode, ...ViolationCode[]];

const aulaSchema = z.object({
  id_externo: z.string(),
  envio: envioAulaSchema,
  status: z.string(),
  codigo: z.enum(violationCodes).nullable(),
  protocolo: z.string().nullable(),
  recebida_em: z.string(),
});

const snapshotSchema = z.object({
  versao: z.literal(1),
  protocolos: z.number().int().nonnegative(),
  cadastros: cadastrosSchema,
  aulas: z.object({ producao: z.array(aulaSchema), homologacao: z.array(aulaSchema) }),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // reported by the schema as not a state
  }
}

/**
 * The simulator's state on disk: read once at start, written after changes. Writes are coalesced
 * (a burst of sends gives one or two writes) and atomic (a temporary file renamed over the old one),
 * so a crash leaves the previous state or the new one, never half a file.
 */
export class StateFile {
  private writing: Promise<void> | null = null;
  private dirty = false;
  private failure: unknown = null;

  constructor(
    private readonly path: string,
    private readonly snapshot: () => Snapshot,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The saved state, or null when the file does not exist yet. A file that is not a state throws. */
  load(): Snapshot | null {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const parsed = snapshotSchema.safeParse(parseJson(text));
    if (!parsed.success) {
      throw new Error(
        `O arquivo de estado ${this.path} não é um estado do simulador: ${parsed.error.message}`,
      );
    }
    return parsed.data;
  }

  /** Marks the state changed; a write follows soon, after the current one if one is running. */
  schedule(): void {
    this.dirty = true;
    this.writing ??= this.writeWhileDirty();
  }

  /** Waits until what changed so far is on disk; rethrows the last write failure. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    if (this.failure) {
      const failure = this.failure;
      this.failure = null;
      throw failure;
    }
  }

  private async writeWhileDirty(): Promise<void> {
    try {
      // Let the sends of the same burst land before writing.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.dirty) {
        this.dirty = false;
        await this.write(JSON.stringify(this.snapshot()));
      }
    } catch (error) {
      this.dirty = true;
      this.failure = error;
      this.onError(error);
    } finally {
      this.writing = null;
    }
  }

  private async write(text: string): Promise<void> {
    const temporary = `${this.path}.${process.pid}.tmp`;
    await mkdir(dirname(this.path), { recursive: true });
    await writeFile(temporary, text, 'utf8');
    await rename(temporary, this.path);
  }
}
