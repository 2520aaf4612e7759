import { FakeAudioContext, installFakeAudioContext } from '../test-utils/fakeAudioContext';
import { HONK_MS, playHonk } from './honk';

describe('playHonk', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = installFakeAudioContext();
  });
  afterEach(() => restore());

  it('plays two detuned horn voices for 250 ms through one envelope', () => {
    playHonk();

    const [context] = FakeAudioContext.instances;
    expect(context?.oscillators.map((o) => [o.type, o.frequency.calls[0]?.[1]])).toEqual([
      ['square', 400],
      ['sawtooth', 500],
    ]);
    expect(context?.oscillators.map((o) => o.detune.calls[0]?.[1])).toEqual([-8, 8]);
    expect(context?.oscillators.every((o) => o.startedAt === 0 && o.stoppedAt === HONK_MS / 1000)).toBe(true);

    const envelope = context?.gains[0];
    expect(context?.oscillators.every((o) => o.connectedTo[0] === envelope)).toBe(true);
    expect(envelope?.connectedTo).toEqual([context?.destination]);
    expect(envelope?.gain.calls.at(-1)).toEqual(['ramp', 0.0001, HONK_MS / 1000]);
  });

  it('releases the audio context once the honk ends', () => {
    playHonk();
    const [context] = FakeAudioContext.instances;
    expect(context?.closed).toBe(false);
    context?.oscillators[0]?.dispatchEvent(new Event('ended'));
    expect(context?.closed).toBe(true);
  });

  it('stays silent without the Web Audio API', () => {
    restore();
    expect('AudioContext' in window).toBe(false);
    expect(() => playHonk()).not.toThrow();
  });

  it('stays silent when the audio stack refuses to start', () => {
    (window as unknown as { AudioContext: unknown }).AudioContext = class {
      constructor() {
        throw new Error('NotAllowedError');
      }
    };
    expect(() => playHonk()).not.toThrow();
  });
});
