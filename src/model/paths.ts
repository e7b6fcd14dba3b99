// Where the default embedding model lives: built at install into `models/` inside the envsieve package
// (beside dist/ or src/), so that every checkout and every installed copy has its own, found without
// configuration.
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEFAULT_MODEL_NAME = 'all-MiniLM-L6-v2';

/** The envsieve package root: two levels above this module, in src/model/ and in dist/model/ alike. */
export function packageRoot(): string {
  return fileURLToPath(new URL('../../', import.meta.url));
}

export function defaultModelsDir(): string {
  return join(packageRoot(), 'models');
}

export function defaultModelDir(): string {
  return join(defaultModelsDir(), DEFAULT_MODEL_NAME);
}

/** The model's token limit from its tokenizer config (transformers.js reads the same field); 512 at most. */
export function modelMaxTokens(modelDir: string): number {
  try {
    const config = JSON.parse(readFileSync(join(modelDir, 'tokenizer_config.json'), 'utf8')) as { model_max_length?: unknown };
    const limit = Number(config.model_max_length);
    return Number.isFinite(limit) && limit > 0 ? Math.min(limit, 512) : 512;
  } catch {
    return 512;
  }
}
