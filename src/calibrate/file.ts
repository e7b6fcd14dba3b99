// Reading a calibration.json back as neighbor options: the thresholds and evidence rules of every facet that
// calibrate chose parameters for (a facet with too few pairs keeps the defaults). Options given explicitly
// (--threshold-*) are laid over these by the caller.
import { readFile } from 'node:fs/promises';
import { EnvsieveError } from '../core/errors.js';
import { NEIGHBOR_DEFAULTS, type FacetThresholds } from '../core/defaults.js';
import { FACETS, type Facet } from '../core/types.js';
import type { EvidenceOptions } from '../neighbors/index.js';
import type { CalibrationFile } from './stage.js';

export interface CalibratedOptions {
  thresholds: Partial<Record<Facet, FacetThresholds>>;
  evidence: EvidenceOptions;
}

export async function readCalibration(file: string): Promise<CalibratedOptions> {
  const text = await readFile(file, 'utf8').catch((cause: unknown) => {
    throw new EnvsieveError('input_missing', `cannot read the calibration file (write one with 'envsieve calibrate <run>')`, { stage: 'neighbors', place: { file }, cause });
  });
  let parsed: CalibrationFile;
  try {
    parsed = JSON.parse(text) as CalibrationFile;
  } catch (cause) {
    throw new EnvsieveError('input_unreadable', 'the calibration file is not JSON', { stage: 'neighbors', place: { file }, cause });
  }
  if (parsed?.stage !== 'calibrate' || parsed.schemaVersion !== 1 || typeof parsed.facets !== 'object') {
    throw new EnvsieveError('input_unreadable', 'not a calibration.json of this envsieve (schemaVersion 1, stage calibrate)', { stage: 'neighbors', place: { file } });
  }
  const out: CalibratedOptions = { thresholds: {}, evidence: {} };
  for (const facet of FACETS) {
    const f = parsed.facets[facet];
    if (!f?.chosen) continue;
    out.thresholds[facet] = f.thresholds;
    if (facet === 'tasks') {
      if (f.evidence.identifiers) out.evidence.identifiers = f.evidence.identifiers;
      // A file written before a parameter existed keeps that parameter's default.
      if (f.evidence.rareWording) out.evidence.rareWording = { ...NEIGHBOR_DEFAULTS.evidence.rareWording, ...f.evidence.rareWording };
      if (f.evidence.kept) out.evidence.kept = { ...NEIGHBOR_DEFAULTS.evidence.kept, ...f.evidence.kept };
    } else if (f.evidence.structure) {
      out.evidence.structure = { ...out.evidence.structure, [facet]: { ...NEIGHBOR_DEFAULTS.evidence.structure[facet], ...f.evidence.structure } };
    }
  }
  return out;
}
