// The pipeline runner's public face: plans, configs and running them.
export { STAGE_NAMES, type PipelinePlan, type PlanInputs, type StageName, type StageOptionsByName } from './plan.js';
export { loadPipelineConfig, type PipelineConfig } from './config.js';
export { planStatus, runPipeline, runPipelineShard, withDependencies, MANIFEST_FILE, type PipelineResult, type StageOutcome, type StageStatus } from './runner.js';
export { submitToSlurm, SLURM_DIR, type SlurmJob, type SlurmOptions, type SlurmResult } from './slurm.js';
