// Tools whose description is their definition in an interface definition language: read into its prose and fields.
import { describe, expect, it } from 'vitest';
import { idlTool } from './idlTool.js';

describe('idlTool', () => {
  it('reads an Avro record named as the tool: its doc the description, a default or a null union optional, an enum its symbols', () => {
    const text = JSON.stringify(
      {
        type: 'record',
        name: 'BookTable',
        namespace: 'dining.v1',
        doc: 'Reserves a table at a restaurant.',
        fields: [
          { name: 'restaurant_id', type: 'string', doc: 'Id of the restaurant.' },
          { name: 'party_size', type: 'int' },
          { name: 'seating', type: { type: 'enum', name: 'Seating', symbols: ['INDOOR', 'TERRACE'] }, default: 'INDOOR' },
          { name: 'note', type: ['null', 'string'], default: null },
        ],
      },
      null,
      2,
    );
    expect(idlTool('book_table', `Avro schema of the request:\n${text}`)).toEqual({
      idl: 'Avro',
      inputs: true,
      description: 'Avro schema of the request: Reserves a table at a restaurant.',
      parameters: {
        type: 'object',
        properties: {
          restaurant_id: { type: 'string', description: 'Id of the restaurant.' },
          party_size: { type: 'integer' },
          seating: { type: 'string', enum: ['INDOOR', 'TERRACE'] },
          note: { type: 'string' },
        },
        required: ['restaurant_id', 'party_size'],
      },
    });
  });

  it('reads an Avro record named otherwise as what the tool returns: its doc, not its fields as arguments', () => {
    const text = JSON.stringify({ type: 'record', name: 'TideReport', doc: 'Heights of the next tides.', fields: [{ name: 'height_m', type: 'double' }] });
    expect(idlTool('get_tides', text)).toMatchObject({ inputs: false, description: 'Heights of the next tides.' });
  });

  it('reads an Avro protocol message named for the tool', () => {
    const text = JSON.stringify({ protocol: 'Files', doc: 'A small file store.', messages: { rename: { doc: 'Renames a file.', request: [{ name: 'from', type: 'string' }, { name: 'to', type: 'string' }], response: 'null' }, stat: { request: [{ name: 'path', type: 'string' }], response: 'string' } } });
    expect(idlTool('rename', text)).toMatchObject({ idl: 'Avro', description: 'A small file store. Renames a file.', parameters: { properties: { from: { type: 'string' }, to: { type: 'string' } }, required: ['from', 'to'] } });
  });

  it('reads a JSON Type Definition, told from a JSON Schema by its metadata and types', () => {
    const text = JSON.stringify({ metadata: { description: 'Sets the cabin fan speed.' }, properties: { speed: { type: 'uint8', metadata: { description: '0 to 5.' } } }, optionalProperties: { zone: { enum: ['FRONT', 'REAR'] } } });
    expect(idlTool('set_fan', text)).toEqual({
      idl: 'JSON Type Definition',
      inputs: true,
      description: 'Sets the cabin fan speed.',
      parameters: { type: 'object', properties: { speed: { type: 'integer', description: '0 to 5.' }, zone: { type: 'string', enum: ['FRONT', 'REAR'] } }, required: ['speed'] },
    });
    expect(idlTool('set_fan', JSON.stringify({ type: 'object', properties: { speed: { type: 'integer' } } }))).toBeNull();
  });

  it('reads a Smithy operation with an inline input: traits on or above the members, /// and @documentation prose', () => {
    const text = [
      '$version: "2"',
      'namespace example.parking',
      '',
      '/// Street parking for a city.',
      'service Parking { operations: [PayMeter] }',
      '',
      '/// Pays a parking meter for some minutes.',
      'operation PayMeter {',
      '    input := {',
      '        /// The meter number on the post.',
      '        @required',
      '        meterId: String',
      '        @documentation("How long to park, in minutes.") minutes: Integer',
      '        zone: Zone',
      '    }',
      '    output := { receipt: String }',
      '}',
      '',
      'enum Zone {',
      '    CENTRE = "centre"',
      '    HARBOUR = "harbour"',
      '}',
    ].join('\n');
    expect(idlTool('pay_meter', text)).toEqual({
      idl: 'Smithy',
      inputs: true,
      description: 'Street parking for a city. Pays a parking meter for some minutes.',
      parameters: {
        type: 'object',
        properties: { meterId: { type: 'string', description: 'The meter number on the post.' }, minutes: { type: 'integer', description: 'How long to park, in minutes.' }, zone: { type: 'string', enum: ['centre', 'harbour'] } },
        required: ['meterId'],
      },
    });
  });

  it('reads a Smithy operation whose input is a structure of the model', () => {
    const text = 'namespace example.library\n\noperation Renew {\n    input: RenewInput\n}\n\n/// Renews a loan.\nstructure RenewInput {\n    @required\n    loanId: String\n    days: Integer = 14\n}';
    expect(idlTool('renew', text)?.parameters).toEqual({ type: 'object', properties: { loanId: { type: 'string' }, days: { type: 'integer' } }, required: ['loanId'] });
  });

  it('reads a Thrift service function: its doc comment and the service prose, optional and defaulted arguments, trailing comments', () => {
    const text = [
      'Weather station RPC.',
      'namespace py station',
      '/** Readings of one backyard weather station. */',
      'service Station {',
      '  /**',
      '   * Returns the rainfall over the last hours.',
      '   */',
      '  double rainfall(',
      '    1: required string station_id, // as printed on the mast',
      '    2: optional i32 hours = 24',
      '  ) throws (1: StationError err)',
      '  void reset(1: string station_id)',
      '}',
    ].join('\n');
    expect(idlTool('rainfall', text)).toEqual({
      idl: 'Thrift',
      inputs: true,
      description: 'Weather station RPC. Readings of one backyard weather station. Returns the rainfall over the last hours.',
      parameters: { type: 'object', properties: { station_id: { type: 'string', description: 'as printed on the mast' }, hours: { type: 'integer' } }, required: ['station_id'] },
    });
  });

  it("reads a Cap'n Proto interface method and its # comments", () => {
    const text = '@0xb1c2d3e4f5a69788;\ninterface Lamp {\n  # Smart lamp control.\n  dim @0 (level :UInt8, fadeMs :UInt32 = 300) -> ();\n  # Dims the lamp to a level from 0 to 100.\n}';
    expect(idlTool('dim', text)).toEqual({
      idl: "Cap'n Proto",
      inputs: true,
      description: 'Smart lamp control. Dims the lamp to a level from 0 to 100.',
      parameters: { type: 'object', properties: { level: { type: 'integer' }, fadeMs: { type: 'integer' } }, required: ['level'] },
    });
  });

  it("reads a WSDL operation's input element from its message, with XSD documentation, optional fields and a named enumeration", () => {
    const text = [
      'Pharmacy refills over SOAP.',
      '<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="urn:rx">',
      '  <wsdl:documentation>Prescription service.</wsdl:documentation>',
      '  <wsdl:types><xs:schema>',
      '    <xs:simpleType name="Pickup"><xs:restriction base="xs:string"><xs:enumeration value="STORE"/><xs:enumeration value="MAIL"/></xs:restriction></xs:simpleType>',
      '    <xs:element name="RefillIn"><xs:complexType><xs:sequence>',
      '      <xs:element name="rx_number" type="xs:string"><xs:annotation><xs:documentation>Number on the label.</xs:documentation></xs:annotation></xs:element>',
      '      <xs:element name="pickup" type="tns:Pickup"/>',
      '      <xs:element name="quantity" type="xs:int" minOccurs="0"/>',
      '    </xs:sequence></xs:complexType></xs:element>',
      '    <xs:element name="RefillOut"><xs:complexType><xs:sequence><xs:element name="ready_on" type="xs:date"/></xs:sequence></xs:complexType></xs:element>',
      '  </xs:schema></wsdl:types>',
      '  <wsdl:message name="RefillRequest"><wsdl:part name="body" element="tns:RefillIn"/></wsdl:message>',
      '  <wsdl:portType name="Rx"><wsdl:operation name="Refill"><wsdl:documentation>Orders a refill.</wsdl:documentation><wsdl:input message="tns:RefillRequest"/></wsdl:operation></wsdl:portType>',
      '</wsdl:definitions>',
    ].join('\n');
    expect(idlTool('refill_prescription', text)).toEqual({
      idl: 'WSDL/XSD',
      inputs: true,
      description: 'Pharmacy refills over SOAP. Prescription service. Orders a refill.',
      parameters: { type: 'object', properties: { rx_number: { type: 'string', description: 'Number on the label.' }, pickup: { type: 'string', enum: ['STORE', 'MAIL'] }, quantity: { type: 'integer' } }, required: ['rx_number', 'pickup'] },
    });
  });

  it('reads the RAML method named for the tool: its body and query parameters, `name?` optional', () => {
    const text = '#%RAML 1.0\ntitle: Bike Share\n/docks:\n  get:\n    displayName: find_docks\n    description: Lists docks near a point.\n    queryParameters:\n      lat: number\n      lon: number\n      radius?:\n        type: integer\n        description: Metres.\n/rides:\n  post:\n    displayName: start_ride\n    body:\n      application/json:\n        properties:\n          dock_id: string';
    expect(idlTool('find_docks', text)).toEqual({
      idl: 'RAML',
      inputs: true,
      description: 'Bike Share Lists docks near a point.',
      parameters: { type: 'object', properties: { lat: { type: 'number' }, lon: { type: 'number' }, radius: { type: 'integer', description: 'Metres.' } }, required: ['lat', 'lon'] },
    });
    expect(idlTool('start_ride', text)?.parameters).toEqual({ type: 'object', properties: { dock_id: { type: 'string' } }, required: ['dock_id'] });
  });

  it('leaves prose that mentions or quotes a definition, and malformed definitions, as written', () => {
    expect(idlTool('rainfall', 'Returns the rainfall. In the Thrift service it is `double rainfall(1: string station_id)`.')).toBeNull();
    expect(idlTool('rainfall', 'service Station {\n  double rainfall(1: string station_id\n')).toBeNull();
    expect(idlTool('book', 'Books a table. See the "fields" of the record for details.')).toBeNull();
    expect(idlTool('refill', '<p>Orders a <b>refill</b> of a prescription.</p>')).toBeNull();
    expect(idlTool('x', '#%RAML 1.0\n: : [')).toBeNull();
  });
});
