// A recording stand-in for the Web Audio API, which jsdom does not have.

class FakeParam {
  readonly calls: Array<[string, number, number]> = [];
  setValueAtTime(value: number, time: number) {
    this.calls.push(['set', value, time]);
  }
  exponentialRampToValueAtTime(value: number, time: number) {
    this.calls.push(['ramp', value, time]);
  }
}

class FakeNode extends EventTarget {
  readonly connectedTo: unknown[] = [];
  connect(target: unknown) {
    this.connectedTo.push(target);
  }
}

export class FakeOscillator extends FakeNode {
  type: OscillatorType = 'sine';
  readonly frequency = new FakeParam();
  readonly detune = new FakeParam();
  startedAt: number | null = null;
  stoppedAt: number | null = null;
  start(time: number) {
    this.startedAt = time;
  }
  stop(time: number) {
    this.stoppedAt = time;
  }
}

export class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  readonly currentTime = 0;
  readonly destination = {};
  readonly oscillators: FakeOscillator[] = [];
  readonly gains: Array<FakeNode & { gain: FakeParam }> = [];
  closed = false;

  constructor() {
    FakeAudioContext.instances.push(this);
  }
  createOscillator() {
    const oscillator = new FakeOscillator();
    this.oscillators.push(oscillator);
    return oscillator;
  }
  createGain() {
    const gain = Object.assign(new FakeNode(), { gain: new FakeParam() });
    this.gains.push(gain);
    return gain;
  }
  async close() {
    this.closed = true;
  }
}

/** Installs FakeAudioContext as window.AudioContext until the returned function is called. */
export function installFakeAudioContext(): () => void {
  FakeAudioContext.instances = [];
  const target: { AudioContext?: unknown } = window;
  const original = target.AudioContext;
  target.AudioContext = FakeAudioContext;
  return () => {
    if (original === undefined) delete target.AudioContext;
    else target.AudioContext = original;
  };
}
