// The calibrate command's public face: plant, score, choose, and read a calibration back as neighbor options.
export { calibrate, CALIBRATE_DEFAULTS, type CalibrateOptions, type CalibrationFile } from './stage.js';
export { OPERATING_POINTS, type FacetCalibration, type LevelFigures } from './operatingPoints.js';
export { readCalibration, type CalibratedOptions } from './file.js';
