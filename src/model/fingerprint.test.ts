import { describe, expect, it } from 'vitest';
import { cpuFeatures, currentRuntime, modelFingerprint, type Runtime } from './fingerprint.js';
import { defaultModelDir } from './paths.js';

const base = { modelDir: defaultModelDir(), graph: 'onnx/model_quantized.onnx', pooling: { pooling: 'mean', normalize: true, longText: 'truncate' } };

describe('cpuFeatures', () => {
  it('keeps only the flags kernels dispatch on, sorted, from x86 and Arm cpuinfo', () => {
    expect(cpuFeatures('processor : 0\nflags\t\t: fpu avx2 sse4_1 avx512_vnni avx512f pdpe1gb avx2\n')).toEqual(['avx2', 'avx512_vnni', 'avx512f', 'sse4_1']);
    expect(cpuFeatures('Features\t: fp asimd asimddp i8mm crc32\n')).toEqual(['asimd', 'asimddp', 'i8mm']);
  });
});

describe('modelFingerprint', () => {
  const runtime = currentRuntime();
  // A cache must never be reused across numerics that differ: every runtime fact is part of the key.
  it.each<[string, Partial<Runtime>]>([
    ['onnxruntime version', { onnxruntime: '1.14.0' }],
    ['CPU without VNNI', { cpu: runtime.cpu.filter((f) => f !== 'avx512_vnni' && f !== 'avx_vnni').concat('other') }],
    ['architecture', { arch: 'arm64' }],
    ['feeding', { feed: 'padded batches' }],
  ])('changes with the %s', async (_, change) => {
    const same = await modelFingerprint({ ...base, runtime: { ...runtime } });
    expect(await modelFingerprint(base)).toBe(same);
    expect(await modelFingerprint({ ...base, runtime: { ...runtime, ...change } })).not.toBe(same);
  });

  it('records this process: its onnxruntime version and features', () => {
    expect(runtime.onnxruntime).toMatch(/^\d+\.\d+\.\d+/);
    expect(runtime.cpu.length).toBeGreaterThan(0);
  });
});
