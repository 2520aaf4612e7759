import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyScreen } from './lazyScreen';

function Hello() {
  return <p>Hello screen</p>;
}

/** A lazy screen whose code load is counted. */
function countedScreen() {
  const load = jest.fn(() => Promise.resolve({ Hello }));
  return { load, Screen: lazyScreen(load, (m) => m.Hello) };
}

async function drawn(Screen: ReturnType<typeof countedScreen>['Screen']) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen />
    </Suspense>,
  );
  expect(await screen.findByText('Hello screen')).toBeInTheDocument();
}

describe('lazyScreen', () => {
  it('fetches the screen code once when it is preloaded and then drawn', async () => {
    const { load, Screen } = countedScreen();
    await Screen.preload();
    await drawn(Screen);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not fetch the screen code until it is drawn or preloaded', async () => {
    const { load, Screen } = countedScreen();
    expect(load).not.toHaveBeenCalled();
    await drawn(Screen);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
