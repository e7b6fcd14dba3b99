// A small append-only ONNX graph builder over onnx-proto's protobuf writer.
// Names come from a counter and call order only, so the same weights always
// serialize to the same bytes (the build must be reproducible).
import onnxProto from 'onnx-proto';

const { onnx } = onnxProto;

export const ElemType = { FLOAT: 1, UINT8: 2, INT8: 3, INT64: 7 } as const;

/** Microsoft's contrib operators (DynamicQuantizeMatMul, …): onnxruntime's own, outside the ONNX standard. */
export const MS_DOMAIN = 'com.microsoft';

/** Integer attributes only: every op this project emits takes ints or int lists. */
export type Attr = number | number[];

export type Dim = number | string;

export interface GraphMeta {
  name: string;
  producerVersion: string;
  opset: number;
}

function tensorInfo(name: string, elemType: number, dims: Dim[]): onnxProto.onnx.IValueInfoProto {
  const dim = dims.map((d) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d }));
  return { name, type: { tensorType: { elemType, shape: { dim } } } };
}

type InitData = Float32Array | Uint8Array | Int8Array | BigInt64Array;

function elemTypeOf(data: InitData): number {
  if (data instanceof Float32Array) return ElemType.FLOAT;
  if (data instanceof Int8Array) return ElemType.INT8;
  if (data instanceof BigInt64Array) return ElemType.INT64;
  return ElemType.UINT8;
}

export class GraphBuilder {
  private readonly nodes: onnxProto.onnx.INodeProto[] = [];
  private readonly initializers: onnxProto.onnx.ITensorProto[] = [];
  private readonly initNames = new Set<string>();
  private readonly inputs: onnxProto.onnx.IValueInfoProto[] = [];
  private readonly outputs: onnxProto.onnx.IValueInfoProto[] = [];
  private counter = 0;
  private usesMsDomain = false;

  input(name: string, elemType: number, dims: Dim[]): string {
    this.inputs.push(tensorInfo(name, elemType, dims));
    return name;
  }

  output(name: string, elemType: number, dims: Dim[]): void {
    this.outputs.push(tensorInfo(name, elemType, dims));
  }

  /** Stores little-endian raw bytes; the same name twice is a bug, since ORT resolves by name. */
  initializer(name: string, dims: number[], data: InitData): string {
    if (this.initNames.has(name)) throw new Error(`duplicate initializer ${name}`);
    this.initNames.add(name);
    const rawData = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    this.initializers.push({ name, dims, dataType: elemTypeOf(data), rawData });
    return name;
  }

  /** Shared scalar/vector constants, created on first use. */
  floats(values: number[], dims: number[] = []): string {
    const name = `const_f32_${dims.join('x')}_${values.join('_')}`;
    return this.initNames.has(name) ? name : this.initializer(name, dims, Float32Array.from(values));
  }

  uint8s(values: number[], dims: number[] = []): string {
    const name = `const_u8_${dims.join('x')}_${values.join('_')}`;
    return this.initNames.has(name) ? name : this.initializer(name, dims, Uint8Array.from(values));
  }

  int64s(values: number[]): string {
    const name = `const_i64_${values.join('_')}`;
    return this.initNames.has(name) ? name : this.initializer(name, [values.length], BigInt64Array.from(values, BigInt));
  }

  /** Appends a node and returns its output names (`count` of them). */
  nodeN(opType: string, inputs: string[], attrs: Record<string, Attr> = {}, count = 1, prefix = '', domain = ''): string[] {
    const name = `${prefix}${opType}_${this.counter++}`;
    if (domain === MS_DOMAIN) this.usesMsDomain = true;
    const output = Array.from({ length: count }, (_, i) => (count === 1 ? name : `${name}_${i}`));
    const attribute = Object.entries(attrs).map(([key, v]) =>
      Array.isArray(v)
        ? { name: key, type: onnx.AttributeProto.AttributeType.INTS, ints: v }
        : { name: key, type: onnx.AttributeProto.AttributeType.INT, i: v },
    );
    this.nodes.push({ name, opType, input: inputs, output, attribute, ...(domain ? { domain } : {}) });
    return output;
  }

  node(opType: string, inputs: string[], attrs: Record<string, Attr> = {}, prefix = ''): string {
    return this.nodeN(opType, inputs, attrs, 1, prefix)[0]!;
  }

  /** A node of onnxruntime's contrib domain; the model then imports that domain too. */
  msNode(opType: string, inputs: string[], attrs: Record<string, Attr> = {}, prefix = ''): string {
    return this.nodeN(opType, inputs, attrs, 1, prefix, MS_DOMAIN)[0]!;
  }

  /** A node whose single output gets a fixed name, e.g. a graph output. */
  named(opType: string, inputs: string[], output: string): string {
    this.nodes.push({ name: `${opType}_${this.counter++}`, opType, input: inputs, output: [output], attribute: [] });
    return output;
  }

  /** IR version 7 is the one that goes with opset 13/14. */
  serialize(meta: GraphMeta): Uint8Array {
    const model: onnxProto.onnx.IModelProto = {
      irVersion: 7,
      producerName: 'envsieve-model-build',
      producerVersion: meta.producerVersion,
      // The contrib domain is imported only when used, so graphs without it keep their bytes.
      opsetImport: [{ domain: '', version: meta.opset }, ...(this.usesMsDomain ? [{ domain: MS_DOMAIN, version: 1 }] : [])],
      graph: {
        name: meta.name,
        node: this.nodes,
        initializer: this.initializers,
        input: this.inputs,
        output: this.outputs,
      },
    };
    return onnx.ModelProto.encode(model).finish();
  }
}
