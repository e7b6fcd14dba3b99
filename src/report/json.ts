// report.json: the model as a pipeline reads it. `generatedAt` is its only time field (second key, after
// schemaVersion); everything else comes from the run's artifacts in a fixed order, so two renders of one run
// directory differ in that line alone. The schema is report.schema.json beside this file.
import type { ReportModel } from './model.js';

export function renderJson(model: ReportModel, generatedAt: string): string {
  const { schemaVersion, ...rest } = model;
  return `${JSON.stringify({ schemaVersion, generatedAt, ...rest }, null, 2)}\n`;
}
