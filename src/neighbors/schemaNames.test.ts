// The tool and parameter names a task may quote, which are no identifiers of its records.
import { describe, expect, it } from 'vitest';
import type { RunData } from '../scoring/index.js';
import { schemaNames } from './schemaNames.js';

const item = (facet: 'tools' | 'state' | 'tasks', local: string, text: string) => ({ facet, local, text });

describe('schemaNames', () => {
  it('holds the joined names of tools and their parameters, nested ones too, not one-word names, tables or tasks', () => {
    const data = {
      items: [
        item('tools', 'get_reservation_details', 'get reservation details\nGet the details of a reservation.\nreservation_id (string, required): The reservation ID, such as \'ZFA04Y\'.'),
        item('tools', 'startEngine', 'start engine\nStarts the engine.\nignitionMode (string, required): START or STOP.\nstart (boolean): Whether to start.\npassengers (array, required)\npassengers[].first_name (string)'),
        item('state', 'stocks', 'stocks\nTSLA (object)\nuser_USR001 (object)'),
        item('tasks', 'test_0', 'Cancel reservation_code ABC123.'),
      ],
    } as unknown as RunData;
    expect([...schemaNames(data)].sort()).toEqual(['first_name', 'get_reservation_details', 'reservation_id']);
  });
});
