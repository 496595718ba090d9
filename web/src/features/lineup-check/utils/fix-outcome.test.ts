import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { failedOutcome, savedOutcome } from './fix-outcome';

describe('a Fix line', () => {
  it('says saved when MFL read back the lineup, and "Save status unclear" when it could not be read back', () => {
    expect(savedOutcome(true)).toEqual({ status: 'saved', title: 'Lineup saved successfully!' });
    expect(savedOutcome(false)).toMatchObject({ status: 'unclear', title: 'Save status unclear' });
  });

  it('says "Save status unclear" when the server could not read MFL\'s answer to the import', () => {
    expect(failedOutcome(new ApiError('Save status unclear', 502, { unclear: true }))).toMatchObject({
      status: 'unclear',
      detail: 'The save may not have completed properly. Please check your lineup in MFL.',
    });
  });

  it("gives MFL's refusal and the lineup's problems on the league's own line", () => {
    const error = new ApiError('Lineup Invalid', 422, { problems: ['Must have exactly 2 WR (currently have 1)'] });
    expect(failedOutcome(error)).toEqual({ status: 'failed', title: 'Lineup Invalid', detail: 'Must have exactly 2 WR (currently have 1)' });
    expect(failedOutcome(new ApiError('Week 11 is over; lineups can no longer be changed', 422))).toEqual({
      status: 'failed',
      title: 'Week 11 is over; lineups can no longer be changed',
    });
  });
});
