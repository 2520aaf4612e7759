import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyScreen } from './lazyScreen';

function Hello() {
  return <p>Hello screen</p>;
}

describe('lazyScreen', () => {
  it('fetches the screen code once when it is preloaded and then drawn', async () => {
    const load = jest.fn(() => Promise.resolve({ Hello }));
    const Screen = lazyScreen(load, (m) => m.Hello);
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('Hello screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not fetch the screen code until it is drawn or preloaded', async () => {
    const load = jest.fn(() => Promise.resolve({ Hello }));
    const Screen = lazyScreen(load, (m) => m.Hello);
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('Hello screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
