// The embed stage's options, declared once (core/options.ts): the pipeline config, the library type and the
// `embed` / `audit` flags derive from this.
import { z } from 'zod';
import { EMBED_DEFAULTS } from '../core/defaults.js';
import { count, stageOptions } from '../core/options.js';

export const EMBED_OPTIONS = stageOptions('embed', {
  modelDir: { schema: z.string().min(1), describe: 'A transformers.js model directory', default: 'the built all-MiniLM-L6-v2', flag: 'model' },
  precision: { schema: z.enum(['int8', 'fp32']), describe: 'Which graph of the model to run', default: EMBED_DEFAULTS.precision },
  longText: { schema: z.enum(['truncate', 'chunk']), describe: 'Texts over the token limit: cut, or embed every window and average', default: EMBED_DEFAULTS.longText },
  allowRemote: { schema: z.boolean(), describe: 'Let --model name a Hugging Face hub model and download it (off: nothing is ever downloaded)', default: false },
  threads: { schema: count, describe: 'Inference threads', default: 'all cores' },
});
