// Builds the real model once (a few seconds) into a temp folder under the project,
// then checks reuse, rebuild after damage, and the int8 model's batch independence.
import { mkdtemp, readFile, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OnnxEmbedder } from '../embed/index.js';
import { afterAll, describe, expect, it } from 'vitest';
import { buildModel } from './buildModel.js';
import { DEFAULT_MODEL_NAME as MODEL_NAME } from './paths.js';

describe('buildModel', () => {
  let outDir = '';
  afterAll(async () => { if (outDir) await rm(outDir, { recursive: true, force: true }); });

  it('writes the transformers.js layout and then reuses it', async () => {
    outDir = await mkdtemp(join(tmpdir(), 'envsieve-model-'));
    const first = await buildModel({ outDir });
    expect(first.dir).toBe(join(outDir, MODEL_NAME));
    expect(Object.keys(first.files).sort()).toEqual(
      ['config.json', 'onnx/model.onnx', 'onnx/model_quantized.onnx', 'tokenizer.json', 'tokenizer_config.json'],
    );
    const tokConfig = JSON.parse(await readFile(join(first.dir, 'tokenizer_config.json'), 'utf8'));
    expect(tokConfig).toMatchObject({ do_lower_case: true, model_max_length: 256, cls_token: '[CLS]', tokenizer_class: 'BertTokenizer' });

    const logs: string[] = [];
    const second = await buildModel({ outDir, log: (m) => logs.push(m) });
    expect(second.files).toEqual(first.files);
    expect(logs.join('\n')).toMatch(/up to date/);

    // A truncated output invalidates the stamp and triggers a rebuild with identical bytes.
    await truncate(join(first.dir, 'onnx/model.onnx'), 10);
    const third = await buildModel({ outDir });
    expect(third.files).toEqual(first.files);
    expect((await stat(join(first.dir, 'onnx/model.onnx'))).size).toBeGreaterThan(80_000_000);
  }, 60_000);

  // Callers cache embeddings by text, so a text must embed to the same bits whatever it is batched with:
  // companions shorter, longer and of mixed lengths, in any order.
  it.each(['int8', 'fp32'] as const)('%s model embeds a text bit-identically alone and in any batch', async (precision) => {
    const embedder = await OnnxEmbedder.load({ modelDir: join(outDir, MODEL_NAME), precision, threads: 2 });
    try {
      const embed = async (texts: string[]) => (await embedder.embedTokens(texts.map((t) => embedder.tokenize(t)))).map((v) => [...v]);
      const texts = ['ls', 'cancel my flight reservation', 'Read a file from the local filesystem and return at most 2000 lines, starting at the given offset.'];
      const long = 'a much longer filler text that forces every other row in this batch to be padded '.repeat(3);
      const batches = [[...texts, long], [long, ...texts].reverse(), [texts[2]!, 'x', texts[0]!, long.repeat(4), texts[1]!]];
      const alone = new Map<string, number[]>();
      for (const text of texts) alone.set(text, (await embed([text]))[0]!);
      for (const batch of batches) {
        const vectors = await embed(batch);
        batch.forEach((text, i) => { if (alone.has(text)) expect(vectors[i]).toEqual(alone.get(text)); });
      }
    } finally {
      await embedder.close();
    }
  }, 60_000);
});
