import { describe, expect, expectTypeOf, it } from 'vitest';
import { readInputs, type PropsFromInputs } from './inputs';

const inputs = [
  { name: 'title', type: 'string', required: true },
  { name: 'count', type: 'number', min: 0, max: 5 },
  { name: 'inversed', type: 'boolean', defaultValue: false },
  { name: 'theme', type: 'string', enum: ['light', 'dark'] },
  {
    name: 'ratings',
    type: 'list',
    subFields: [
      { name: 'label', type: 'string', required: true },
      { name: 'value', type: 'number', required: true },
    ],
  },
] as const;

describe('block inputs', () => {
  it('inputs: the props type is derived from the input list (required, optional, enum, list)', () => {
    expectTypeOf<PropsFromInputs<typeof inputs>>().toEqualTypeOf<{
      title: string;
      count?: number;
      inversed?: boolean;
      theme?: 'light' | 'dark';
      ratings?: Array<{ label: string; value: number }>;
    }>();
  });

  it('inputs: numbers and booleans written as strings are read as what they mean', () => {
    const { props, problems } = readInputs(inputs, { title: 42, count: '3', inversed: 'true' });
    expect(props).toEqual({ title: '42', count: 3, inversed: true });
    expect(problems).toEqual([]);
  });

  it('inputs: a missing required input is reported; defaults fill optional ones', () => {
    const { props, problems } = readInputs(inputs, {});
    expect(props).toEqual({ inversed: false });
    expect(problems).toEqual([{ input: 'title', problem: 'missing' }]);
  });

  it('inputs: values outside the enum or the range are dropped and reported', () => {
    const { props, problems } = readInputs(inputs, { title: 'T', theme: 'neon', count: 9 });
    expect(props).toEqual({ title: 'T', inversed: false });
    expect(problems.map((problem) => problem.problem)).toEqual(['out of range', 'not an option']);
  });

  it('inputs: a null list is treated as absent and broken list items are left out', () => {
    expect(readInputs(inputs, { title: 'T', ratings: null }).props).toEqual({ title: 'T', inversed: false });
    const { props, problems } = readInputs(inputs, {
      title: 'T',
      ratings: [{ label: 'Intensity', value: '4' }, 'junk', { value: 2 }],
    });
    expect(props.ratings).toEqual([{ label: 'Intensity', value: 4 }]);
    expect(problems.map((problem) => problem.input)).toEqual(['ratings[1]', 'ratings[2].label']);
  });
});
