// The one module that touches transformers.js' mutable global `env`, so that "no network unless the user
// opted in" is decided in one place. Local model directories are loaded by pointing `localModelPath` at their
// parent; the hub is reachable only when `allowRemote` is set (the CLI's --allow-remote).
import type { PreTrainedTokenizer } from '@xenova/transformers';
import { basename, dirname, resolve } from 'node:path';

export interface TokenizerSource {
  /** A local model directory, or with `allowRemote` a hub model name. */
  model: string;
  allowRemote: boolean;
  /** Where remote downloads are kept (only with `allowRemote`). */
  downloadDir: string;
}

/** transformers.js is imported here, when a tokenizer is first needed: it takes a third of a second to load. */
export async function loadTokenizer(source: TokenizerSource): Promise<PreTrainedTokenizer> {
  const { env, AutoTokenizer } = await import('@xenova/transformers');
  env.allowLocalModels = true;
  env.allowRemoteModels = source.allowRemote;
  env.useBrowserCache = false;
  env.useFSCache = source.allowRemote;
  env.cacheDir = source.downloadDir;
  if (source.allowRemote && !source.model.startsWith('.') && !source.model.startsWith('/')) {
    return AutoTokenizer.from_pretrained(source.model);
  }
  const dir = resolve(source.model);
  env.localModelPath = `${dirname(dir)}/`;
  return AutoTokenizer.from_pretrained(basename(dir), { local_files_only: !source.allowRemote });
}
