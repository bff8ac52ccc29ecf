import { describeChange } from './describe-change';

describe('describeChange', () => {
  it('lists what changed and what was set, numbers in Persian digits', () => {
    expect(
      describeChange(
        { status: 'confirmed', roles: ['support'] },
        { status: 'cancelled', roles: ['support'], penalty: 0 },
      ),
    ).toEqual(['status: confirmed → cancelled', 'penalty: ۰']);
  });

  it('says nothing for an entry without a before or after', () => {
    expect(describeChange(null, null)).toEqual([]);
  });
});
