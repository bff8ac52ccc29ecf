import * as z from 'zod';
import { destinationSchema } from './destinations';
import { envelopeSchema } from './envelope';

const meta = { status: true, message: 'Done', errors: [] };

describe('envelopeSchema', () => {
  it('parses the meta and the payload together', () => {
    const body = { meta, data: [{ id: 1, type: 'city', title: 'یزد', fullTitle: 'یزد', slug: 'yazd' }] };

    expect(envelopeSchema(destinationSchema.array()).parse(body)).toEqual(body);
  });

  it('parses a failure with its Persian errors and no data', () => {
    const body = { meta: { status: false, message: '', errors: ['هتل مورد نظر پیدا نشد.'] }, data: null };

    expect(envelopeSchema(z.null()).parse(body)).toEqual(body);
  });

  it('points at the payload when the payload is wrong', () => {
    const result = envelopeSchema(destinationSchema).safeParse({ meta, data: { id: 'x' } });

    expect(result.error?.issues[0]?.path).toEqual(['data', 'id']);
  });

  it('rejects meta.errors that is not a list of strings', () => {
    const result = envelopeSchema(z.null()).safeParse({ meta: { ...meta, errors: 'boom' }, data: null });

    expect(result.error?.issues[0]?.path).toEqual(['meta', 'errors']);
  });
});
