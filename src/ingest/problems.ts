// Reasons an input record is rejected or warned about. A reject is data (counted, written to
// rejected.jsonl with its place), not a crash: readers throw RecordProblem, the stage catches it per record.

export type RejectCode =
  | 'invalid_utf8'
  | 'record_too_large'
  | 'invalid_json'
  | 'truncated_json'
  | 'invalid_field'
  | 'duplicate_id'
  | 'duplicate_tool'
  | 'duplicate_task'
  | 'duplicate_table'
  | 'empty_environment'
  | 'not_ddl'
  | 'invalid_ddl'
  | 'schema_too_deep'
  | 'schema_too_large'
  | 'ref_cycle'
  | 'unmatched_env'
  | 'rejected_env'
  | 'missing_column'
  | 'invalid_csv'
  | 'empty_file';

export type WarningCode =
  | 'no_tools'
  | 'id_whitespace'
  | 'lone_surrogate'
  | 'dangling_ref'
  | 'remote_ref'
  | 'enum_cut'
  | 'schema_unrecognized'
  | 'schema_from_description'
  | 'tool_built_in'
  | 'task_text_from_fields'
  | 'state_unrecognized'
  | 'ddl_without_columns'
  | 'ddl_unbalanced'
  | 'ddl_statements_skipped';

/** Thrown inside the reading of one record; the stage turns it into a reject naming file, line and field. */
export class RecordProblem extends Error {
  constructor(
    readonly code: RejectCode,
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'RecordProblem';
  }
}

export interface Warning {
  code: WarningCode;
  field: string;
  message: string;
}

/** Collects the warnings of one record, with the field path they arose at. */
export type WarnFn = (code: WarningCode, field: string, message: string) => void;

/** `['tools', 3, 'name']` → `tools[3].name`, the field notation of every message. */
export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text;
}
