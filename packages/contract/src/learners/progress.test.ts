import { progressReadiness, recordProgressFields, PROGRESS_TEXTS } from './progress';

describe("the school's ready rule", () => {
  it('is ready only when every topic in use is Independent', () => {
    expect(progressReadiness([5, 5, 5])).toEqual({ ready: true, summary: 'Ready for test: all 3 topics are Independent.' });
    expect(progressReadiness([5])).toEqual({ ready: true, summary: 'Ready for test: the one topic is Independent.' });
    expect(progressReadiness([5, 4, null])).toEqual({
      ready: false,
      summary: 'Not yet ready: 1 of 3 topics is Independent; 1 not started.',
    });
    expect(progressReadiness([...Array(7).fill(5), ...Array(14).fill(3), null, null, null])).toEqual({
      ready: false,
      summary: 'Not yet ready: 7 of 24 topics are Independent; 3 not started.',
    });
  });

  it('never calls a learner ready when no topic is in use', () => {
    expect(progressReadiness([])).toEqual({
      ready: false,
      summary: 'Not yet ready: 0 of 0 topics are Independent; 0 not started.',
    });
  });
});

describe('a recording on the wire', () => {
  it('reads topics, level, lesson and note', () => {
    expect(recordProgressFields.parse({ learner: '4', topics: '[1,"2"]', level: '5', booking: '', note: ' ok ' })).toEqual({
      learner: 4,
      topics: [1, 2],
      level: 5,
      booking: null,
      note: 'ok',
    });
    expect(recordProgressFields.parse({ learner: '4', topics: '[1]', level: '1', booking: '9' }).booking).toBe(9);
  });

  it('refuses repeated topics and a level outside the five', () => {
    const errors = recordProgressFields.safeParse({ learner: '4', topics: '[1,1]', level: '0' }).error!.flatten().fieldErrors;
    expect(errors).toEqual({ topics: [PROGRESS_TEXTS.topicsInvalid], level: [PROGRESS_TEXTS.levelInvalid] });
  });
});
