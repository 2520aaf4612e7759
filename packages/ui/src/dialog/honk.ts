/** How long the car-horn honk lasts. */
export const HONK_MS = 250;

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  // Older Safari only has the prefixed constructor.
  const constructors: { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass } = window;
  return constructors.AudioContext ?? constructors.webkitAudioContext;
}

// Two slightly detuned buzzy oscillators a third apart sound like a car horn.
const VOICES: ReadonlyArray<{ type: OscillatorType; frequency: number; detune: number }> = [
  { type: 'square', frequency: 400, detune: -8 },
  { type: 'sawtooth', frequency: 500, detune: 8 },
];

/**
 * Plays a short synthesised car-horn honk: the answer to a click outside a persistent
 * dialog. Silent where the Web Audio API is missing or refuses to start.
 */
export function playHonk(): void {
  const Context = audioContextClass();
  if (!Context) return;
  try {
    // A fresh context per honk, closed when it ends, so nothing lingers between honks.
    const context = new Context();
    const start = context.currentTime;
    const end = start + HONK_MS / 1000;

    const envelope = context.createGain();
    envelope.gain.setValueAtTime(0.0001, start);
    envelope.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    envelope.gain.setValueAtTime(0.2, end - 0.06);
    envelope.gain.exponentialRampToValueAtTime(0.0001, end);
    envelope.connect(context.destination);

    const oscillators = VOICES.map(({ type, frequency, detune }) => {
      const oscillator = context.createOscillator();
      oscillator.type = type;
      oscillator.frequency.setValueAtTime(frequency, start);
      oscillator.detune.setValueAtTime(detune, start);
      oscillator.connect(envelope);
      oscillator.start(start);
      oscillator.stop(end);
      return oscillator;
    });
    oscillators[0]?.addEventListener('ended', () => void context.close());
  } catch {
    // Sound is a courtesy; a blocked or broken audio stack must not break the page.
  }
}
