// --calibration FILE, shared by neighbors and audit: a calibration.json's parameters under the options given
// on the command line (an explicit --threshold-* wins over the calibration, which wins over the defaults).
import type { Argv } from 'yargs';
import { readCalibration } from '../calibrate/index.js';
import type { FacetThresholds } from '../core/defaults.js';
import { FACETS, type Facet } from '../core/types.js';
import type { EvidenceOptions } from '../neighbors/index.js';

export interface CalibrationArgs {
  calibration?: string;
}

export function withCalibrationOption<T>(y: Argv<T>): Argv<T & CalibrationArgs> {
  return y.option('calibration', { type: 'string', describe: "A calibration.json written by 'envsieve calibrate': its thresholds and evidence rules replace the defaults" }) as never;
}

type Calibratable = { thresholds?: Partial<Record<Facet, Partial<FacetThresholds>>>; evidence?: EvidenceOptions };

/** `options` with the calibration's parameters beneath the ones it already has. */
export async function applyCalibration<T extends Calibratable>(file: string | undefined, options: T): Promise<T> {
  if (!file) return options;
  const calibrated = await readCalibration(file);
  const thresholds = Object.fromEntries(FACETS.map((f) => [f, { ...calibrated.thresholds[f], ...options.thresholds?.[f] }]));
  return { ...options, thresholds, evidence: { ...calibrated.evidence, ...options.evidence } };
}
